import type { CollectionConfig } from 'payload'
import { anyone, canEditContent } from '../access/roles'
import { slugField } from '../fields/slug'
import { revalidateCatalogue } from '../hooks/revalidate-catalogue'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: {
    singular: { fa: 'دسته محصول', en: 'Product category', ar: 'فئة المنتجات' },
    plural: { fa: 'دسته‌های محصول', en: 'Product categories', ar: 'فئات المنتجات' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'parent', 'order'], group: { fa: 'کاتالوگ', en: 'Catalogue', ar: 'الكتالوج' } },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateCatalogue], afterDelete: [revalidateCatalogue] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { fa: 'عنوان', en: 'Title', ar: 'العنوان' } },
    slugField(),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'categories',
      index: true,
      label: { fa: 'دسته والد', en: 'Parent category', ar: 'الفئة الأم' },
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    { name: 'order', type: 'number', defaultValue: 0, label: { fa: 'ترتیب', en: 'Order', ar: 'الترتيب' }, admin: { position: 'sidebar' } },
    { name: 'description', type: 'textarea', localized: true, label: { fa: 'توضیح', en: 'Description', ar: 'الوصف' } },
    {
      name: 'seo',
      type: 'group',
      label: { fa: 'سئو', en: 'SEO', ar: 'تحسين محركات البحث' },
      fields: [
        { name: 'title', type: 'text', localized: true, maxLength: 70, label: { fa: 'عنوان سئو', en: 'SEO title', ar: 'عنوان السيو' } },
        { name: 'description', type: 'textarea', localized: true, maxLength: 300, label: { fa: 'توضیح سئو', en: 'SEO description', ar: 'وصف السيو' } },
      ],
    },
  ],
}
