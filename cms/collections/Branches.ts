import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { anyone, canEditContent } from '../access/roles'
import { revalidateContent } from '../hooks/revalidate-content'

/** Head office, sales offices, factory: where to find us, with map coordinates. */
export const Branches: CollectionConfig = {
  slug: 'branches',
  labels: {
    singular: { fa: 'شعبه', en: 'Branch', ar: 'فرع' },
    plural: { fa: 'شعبه‌ها و نشانی‌ها', en: 'Branches and addresses', ar: 'الفروع والعناوين' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'phone', 'sortOrder'], group: { fa: 'محتوا', en: 'Content', ar: 'المحتوى' } },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'sortOrder',
  hooks: { afterChange: [revalidateContent(cacheTags.company)], afterDelete: [revalidateContent(cacheTags.company)] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { fa: 'عنوان', en: 'Title', ar: 'العنوان' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'sales-office',
      options: [
        { value: 'head-office', label: { fa: 'دفتر مرکزی', en: 'Head office', ar: 'المكتب الرئيسي' } },
        { value: 'sales-office', label: { fa: 'دفتر فروش', en: 'Sales office', ar: 'مكتب المبيعات' } },
        { value: 'factory', label: { fa: 'کارخانه', en: 'Factory', ar: 'المصنع' } },
        { value: 'warehouse', label: { fa: 'انبار', en: 'Warehouse', ar: 'المستودع' } },
      ],
      label: { fa: 'نوع', en: 'Kind', ar: 'النوع' },
      admin: { position: 'sidebar' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, label: { fa: 'ترتیب', en: 'Order', ar: 'الترتيب' }, admin: { position: 'sidebar' } },
    { name: 'address', type: 'textarea', required: true, localized: true, label: { fa: 'نشانی', en: 'Address', ar: 'العنوان' } },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: { fa: 'تلفن', en: 'Phone', ar: 'الهاتف' } },
        { name: 'fax', type: 'text', label: { fa: 'نمابر', en: 'Fax', ar: 'الفاكس' } },
      ],
    },
    { name: 'hours', type: 'text', localized: true, label: { fa: 'ساعات کاری', en: 'Working hours', ar: 'ساعات العمل' } },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90, label: { fa: 'عرض جغرافیایی', en: 'Latitude', ar: 'خط العرض' } },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180, label: { fa: 'طول جغرافیایی', en: 'Longitude', ar: 'خط الطول' } },
      ],
    },
  ],
}
