import type { CollectionConfig } from 'payload'
import { anyone, canEditContent } from '../access/roles'
import { revalidateCatalogue } from '../hooks/revalidate-catalogue'

/** The specification names products use (outer diameter, grade, …), so filters can group them. */
export const SpecAttributes: CollectionConfig = {
  slug: 'spec-attributes',
  labels: {
    singular: { fa: 'مشخصه فنی', en: 'Specification', ar: 'مواصفة فنية' },
    plural: { fa: 'مشخصه‌های فنی', en: 'Specifications', ar: 'المواصفات الفنية' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'key', 'unit', 'filterable'], group: { fa: 'کاتالوگ', en: 'Catalogue', ar: 'الكتالوج' } },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateCatalogue], afterDelete: [revalidateCatalogue] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: { fa: 'نام', en: 'Name', ar: 'الاسم' } },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { fa: 'کلید (لاتین)', en: 'Key (Latin)', ar: 'المفتاح (لاتيني)' },
      validate: (v: string | null | undefined) => (typeof v === 'string' && /^[a-z][a-z0-9_]{0,39}$/.test(v)) || 'Lowercase Latin letters, digits and _ (e.g. outer_diameter).',
    },
    { name: 'unit', type: 'text', localized: true, label: { fa: 'واحد', en: 'Unit', ar: 'الوحدة' } },
    { name: 'numeric', type: 'checkbox', defaultValue: false, label: { fa: 'عددی', en: 'Numeric', ar: 'رقمي' } },
    { name: 'filterable', type: 'checkbox', defaultValue: true, label: { fa: 'در فیلترها', en: 'Offered as a filter', ar: 'يظهر في عوامل التصفية' } },
    { name: 'order', type: 'number', defaultValue: 0, label: { fa: 'ترتیب', en: 'Order', ar: 'الترتيب' } },
  ],
}
