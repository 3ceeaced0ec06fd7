import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { objectStorage } from '@/lib/storage/object-storage'
import { anyone, canEditContent } from '../access/roles'
import { revalidateContent } from '../hooks/revalidate-content'
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
  // Pictures are shown on product, blog, gallery and company pages: an edited alt text or caption
  // must reach those cached pages in the locale it was written in.
  hooks: {
    afterChange: [revalidateContent(cacheTags.catalogue, cacheTags.blog, cacheTags.gallery, cacheTags.company)],
    afterDelete: [revalidateContent(cacheTags.catalogue, cacheTags.blog, cacheTags.gallery, cacheTags.company)],
  },
  upload: {
    staticDir,
    // The storage plugin's handler already answers 404 for a key the bucket lacks.
    handlers: objectStorage() ? [] : [notFoundWhenMissing(staticDir)],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml', 'image/avif'],
    imageSizes: [
      { name: 'thumb', width: 320 },
      { name: 'card', width: 768 },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      label: { fa: 'متن جایگزین', en: 'Alt text', ar: 'النص البديل' },
      admin: { description: { fa: 'آنچه تصویر نشان می‌دهد، برای کسی که آن را نمی‌بیند.', en: 'What the picture shows, for someone who cannot see it.', ar: 'ما تُظهره الصورة، لمن لا يستطيع رؤيتها.' } },
    },
    {
      name: 'caption',
      type: 'text',
      localized: true,
      label: { fa: 'زیرنویس', en: 'Caption', ar: 'التعليق' },
      // Pictures carry no text of their own, so what a visitor should read goes here, per language.
      admin: { description: { fa: 'زیر تصویر نمایش داده می‌شود؛ متنی روی خود تصویر ننویسید.', en: 'Shown under the picture; put no text in the picture itself.', ar: 'يظهر تحت الصورة؛ لا تكتب نصاً على الصورة نفسها.' } },
    },
  ],
}
