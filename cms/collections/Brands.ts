import type { CollectionConfig } from 'payload'
import { anyone, canEditContent } from '../access/roles'
import { slugField } from '../fields/slug'
import { revalidateCatalogue } from '../hooks/revalidate-catalogue'

export const Brands: CollectionConfig = {
  slug: 'brands',
  labels: {
    singular: { fa: 'برند', en: 'Brand', ar: 'العلامة التجارية' },
    plural: { fa: 'برندها', en: 'Brands', ar: 'العلامات التجارية' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: { fa: 'کاتالوگ', en: 'Catalogue', ar: 'الكتالوج' } },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: { afterChange: [revalidateCatalogue], afterDelete: [revalidateCatalogue] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: { fa: 'نام', en: 'Name', ar: 'الاسم' } },
    slugField(),
  ],
}
