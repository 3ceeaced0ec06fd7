import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { anyone, canEditContent } from '../access/roles'
import { rowLabel } from '../admin/row-label'
import { revalidateContent } from '../hooks/revalidate-content'

/** Picture albums of the gallery: a cover, pictures with captions, an order of their own. */
export const GalleryAlbums: CollectionConfig = {
  slug: 'gallery-albums',
  labels: {
    singular: { fa: 'آلبوم', en: 'Album', ar: 'ألبوم' },
    plural: { fa: 'گالری تصاویر', en: 'Gallery albums', ar: 'معرض الصور' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'sortOrder'], group: { fa: 'محتوا', en: 'Content', ar: 'المحتوى' } },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: 'sortOrder',
  hooks: { afterChange: [revalidateContent(cacheTags.gallery)], afterDelete: [revalidateContent(cacheTags.gallery)] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: { fa: 'عنوان', en: 'Title', ar: 'العنوان' } },
    { name: 'description', type: 'textarea', localized: true, label: { fa: 'توضیح', en: 'Description', ar: 'الوصف' } },
    { name: 'sortOrder', type: 'number', defaultValue: 0, label: { fa: 'ترتیب', en: 'Order', ar: 'الترتيب' }, admin: { position: 'sidebar' } },
    {
      name: 'pictures',
      type: 'array',
      minRows: 1,
      label: { fa: 'تصاویر', en: 'Pictures', ar: 'الصور' },
      labels: { singular: { fa: 'تصویر', en: 'Picture', ar: 'صورة' }, plural: { fa: 'تصاویر', en: 'Pictures', ar: 'الصور' } },
      admin: { components: { RowLabel: rowLabel({ detail: 'caption' }) } },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { fa: 'تصویر', en: 'Image', ar: 'الصورة' } },
        { name: 'caption', type: 'text', localized: true, label: { fa: 'زیرنویس', en: 'Caption', ar: 'التعليق' } },
      ],
    },
  ],
}
