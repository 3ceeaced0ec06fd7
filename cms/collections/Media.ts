import type { CollectionConfig } from 'payload'
import { anyone, canEditContent } from '../access/roles'
import { notFoundWhenMissing } from '../uploads/missing-file'

const staticDir = `${process.env.DATA_DIR || 'data'}/media`

/** Public images (logo, content pictures). Submission files live elsewhere, never here. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { fa: 'تصویر', en: 'Image', ar: 'صورة' },
    plural: { fa: 'تصاویر', en: 'Images', ar: 'الصور' },
  },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  upload: {
    staticDir,
    handlers: [notFoundWhenMissing(staticDir)],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml', 'image/avif'],
    imageSizes: [
      { name: 'thumb', width: 320 },
      { name: 'card', width: 768 },
    ],
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true, label: { fa: 'متن جایگزین', en: 'Alt text', ar: 'النص البديل' } },
  ],
}
