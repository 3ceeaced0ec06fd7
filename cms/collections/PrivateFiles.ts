import path from 'node:path'
import type { Access, CollectionConfig, Where } from 'payload'
import { isAdmin, isAdminUser, nobody, rolesOf } from '../access/roles'
import { objectStorage } from '@/lib/storage/object-storage'
import { attachmentDownload, setAttachmentHeaders } from '../uploads/attachment-download'

/** Which staff may open which submissions' files. */
const privateFileKinds = { supplier: 'procurement', job: 'hr', receipt: 'sales', rfq: 'sales' } as const

const staffOfKind: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  const roles = rolesOf(req.user)
  const kinds = Object.entries(privateFileKinds).filter(([, role]) => roles.includes(role)).map(([kind]) => kind)
  if (kinds.length === 0) return false
  const where: Where = { kind: { in: kinds } }
  return where
}

const staticDir = path.resolve(process.env.DATA_DIR || 'data', 'private-files')

/**
 * Documents sent with the supplier questionnaire and job applications (one checked zip per
 * submission) and customers' payment receipts (one photo or PDF each). Kept outside the public
 * folders (or in the bucket's private folder) and served only through Payload's file route, which
 * applies the read rule above, so a guessed address gets nothing. Created only by the server code
 * that checks the file, together with its record.
 */
export const PrivateFiles: CollectionConfig = {
  slug: 'private-files',
  labels: {
    singular: { fa: 'پروندهٔ محرمانه', en: 'Private file', ar: 'ملف خاص' },
    plural: { fa: 'پرونده‌های محرمانه', en: 'Private files', ar: 'ملفات خاصة' },
  },
  admin: { group: { fa: 'فرم‌ها', en: 'Forms', ar: 'النماذج' }, defaultColumns: ['filename', 'kind', 'reference', 'createdAt'], hidden: ({ user }) => rolesOf(user).length === 0 },
  access: { read: staffOfKind, create: nobody, update: nobody, delete: isAdmin },
  upload: {
    staticDir,
    // From the bucket (S3_BUCKET) the storage plugin's handler streams the file and the headers
    // below make it a download; from DATA_DIR our own handler does both.
    handlers: objectStorage() ? [] : [attachmentDownload(staticDir)],
    modifyResponseHeaders: ({ headers }) => setAttachmentHeaders(headers),
    // Zips of the long forms; a payment receipt's photo or PDF (each checked by its content before it is stored).
    mimeTypes: ['application/zip', 'image/jpeg', 'image/png', 'application/pdf'],
    // Nothing to preview; staff download the zip.
    displayPreview: false,
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'supplier', label: { fa: 'پرسش‌نامهٔ تأمین‌کننده', en: 'Supplier questionnaire', ar: 'استبيان المورد' } },
        { value: 'job', label: { fa: 'درخواست استخدام', en: 'Job application', ar: 'طلب توظيف' } },
        { value: 'receipt', label: { fa: 'رسید واریز', en: 'Transfer receipt', ar: 'إيصال تحويل' } },
        { value: 'rfq', label: { fa: 'نقشهٔ استعلام قیمت', en: 'Quotation drawing', ar: 'مخطط طلب عرض السعر' } },
      ],
      label: { fa: 'نوع', en: 'Kind', ar: 'النوع' },
      admin: { readOnly: true },
    },
    { name: 'reference', type: 'text', index: true, label: { fa: 'شمارهٔ پیگیری', en: 'Reference', ar: 'رقم المتابعة' }, admin: { readOnly: true } },
  ],
}
