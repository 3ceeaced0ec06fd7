import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { anyone, canEditContent } from '../access/roles'
import { revalidateContent } from '../hooks/revalidate-content'

/** Quality and management certificates (ISO 9001, 14001, 45001, …, EFQM, national standard marks). */
export const Certifications: CollectionConfig = {
  slug: 'certifications',
  labels: {
    singular: { fa: 'گواهینامه', en: 'Certification', ar: 'شهادة' },
    plural: { fa: 'گواهینامه‌ها', en: 'Certifications', ar: 'الشهادات' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'code', 'validUntil', 'sortOrder'], group: { fa: 'محتوا', en: 'Content', ar: 'المحتوى' } },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'sortOrder',
  hooks: { afterChange: [revalidateContent(cacheTags.company)], afterDelete: [revalidateContent(cacheTags.company)] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { fa: 'عنوان', en: 'Title', ar: 'العنوان' } },
    { name: 'code', type: 'text', required: true, label: { fa: 'شناسه استاندارد (مثلاً ISO 9001:2015)', en: 'Standard (e.g. ISO 9001:2015)', ar: 'المعيار (مثل ISO 9001:2015)' } },
    { name: 'issuer', type: 'text', localized: true, label: { fa: 'صادرکننده', en: 'Issuer', ar: 'الجهة المانحة' } },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', label: { fa: 'تاریخ صدور', en: 'Issued', ar: 'تاريخ الإصدار' } },
        { name: 'validUntil', type: 'date', label: { fa: 'اعتبار تا', en: 'Valid until', ar: 'صالحة حتى' } },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { fa: 'تصویر گواهینامه', en: 'Certificate image', ar: 'صورة الشهادة' } },
    { name: 'sortOrder', type: 'number', defaultValue: 0, label: { fa: 'ترتیب', en: 'Order', ar: 'الترتيب' }, admin: { position: 'sidebar' } },
  ],
}
