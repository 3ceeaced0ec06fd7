import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import type { StaffRole } from '@/cms/access/roles'
import { catalogueOf } from '@/lib/i18n/catalogues'
import { defaultLocale } from '@/lib/i18n/config'
import { wholeNumber } from '@/lib/i18n/numbering'
import { siteUrl } from '@/lib/seo/alternates'

/** Staff read the admin in Persian (its fallback language), so their e-mail is in Persian too. */
const staffLocale = defaultLocale

/** What staff are told about, who is told, and where in the admin it waits for them. */
export type StaffNotice =
  /** `payable`: what the invoice asks, VAT included (receipts are checked against it); `subtotal` before VAT. */
  | { kind: 'newOrder'; orderId: number; number: string; payable: number; subtotal: number; vat: number }
  | { kind: 'newSupplier'; applicationId: number; reference: string }
  | { kind: 'newApplication'; applicationId: number; reference: string }
  | { kind: 'newRfq'; applicationId: number; reference: string }
  | { kind: 'newReceipt'; receiptId: number; number: string; amount: number; tracking: string }

const roleOf: Record<StaffNotice['kind'], StaffRole> = { newOrder: 'sales', newReceipt: 'sales', newSupplier: 'procurement', newApplication: 'hr', newRfq: 'sales' }

function adminPath(notice: StaffNotice): string {
  if (notice.kind === 'newOrder') return `/admin/collections/orders/${notice.orderId}`
  if (notice.kind === 'newReceipt') return `/admin/collections/payment-receipts/${notice.receiptId}`
  const collection = notice.kind === 'newSupplier' ? 'supplier-applications' : notice.kind === 'newRfq' ? 'quote-requests' : 'job-applications'
  return `/admin/collections/${collection}/${notice.applicationId}`
}

/** The staff members holding the notice's role (admins are not copied: they read the admin itself). */
async function recipients(payload: Payload, role: StaffRole): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'users', where: { roles: { in: [role] } }, pagination: false, depth: 0, select: { email: true }, overrideAccess: true })
  return docs.map((u) => u.email).filter(Boolean)
}

/**
 * E-mails the staff of the notice's role, with a link into the admin and nothing personal beyond
 * the reference: documents stay in the admin, behind its access rules. Returns who was written to.
 */
export async function notifyStaff(payload: Payload, notice: StaffNotice): Promise<string[]> {
  const to = await recipients(payload, roleOf[notice.kind])
  if (!to.length) return []
  const t = createTranslator({ locale: staffLocale, messages: catalogueOf(staffLocale), namespace: 'staffMail' })
  const link = new URL(adminPath(notice), siteUrl()).toString()
  const toman = (n: number) => wholeNumber(staffLocale, n)
  const values: Record<string, string> =
    notice.kind === 'newOrder'
      ? { number: notice.number, payable: toman(notice.payable), subtotal: toman(notice.subtotal), vat: toman(notice.vat), link }
      : notice.kind === 'newReceipt'
        ? { number: notice.number, amount: toman(notice.amount), tracking: notice.tracking, link }
        : { reference: notice.reference, link }
  await payload.sendEmail({ to, subject: t(`${notice.kind}.subject`, values), text: t(`${notice.kind}.body`, values) })
  return to
}
