import type { GlobalConfig } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { anyone, canEditContent } from '../access/roles'
import { rowLabel } from '../admin/row-label'
import { revalidateGlobal } from '../hooks/revalidate-content'

const richPage = (name: 'about' | 'services', label: { fa: string; en: string; ar: string }) => ({
  name,
  label,
  fields: [
    { name: 'title', type: 'text' as const, required: true, localized: true, label: { fa: 'عنوان', en: 'Title', ar: 'العنوان' } },
    { name: 'intro', type: 'textarea' as const, localized: true, label: { fa: 'مقدمه', en: 'Introduction', ar: 'المقدمة' } },
    { name: 'body', type: 'richText' as const, localized: true, label: { fa: 'متن', en: 'Body', ar: 'المتن' } },
    {
      name: 'items',
      type: 'array' as const,
      label: { fa: 'بندها', en: 'Highlights', ar: 'النقاط' },
      admin: { components: { RowLabel: rowLabel({ noun: { fa: 'بند', en: 'Highlight', ar: 'نقطة' }, detail: 'title' }) } },
      fields: [
        { name: 'title', type: 'text' as const, required: true, localized: true, label: { fa: 'عنوان', en: 'Title', ar: 'العنوان' } },
        { name: 'text', type: 'textarea' as const, localized: true, label: { fa: 'توضیح', en: 'Text', ar: 'النص' } },
      ],
    },
  ],
})

/** The about and services pages, edited as rich text with a list of highlights. */
export const CompanyPages: GlobalConfig = {
  slug: 'company-pages',
  label: { fa: 'صفحه‌های درباره ما و خدمات', en: 'About and services pages', ar: 'صفحتا من نحن والخدمات' },
  admin: { group: { fa: 'محتوا', en: 'Content', ar: 'المحتوى' } },
  access: { read: anyone, update: canEditContent },
  hooks: { afterChange: [revalidateGlobal(cacheTags.company)] },
  fields: [
    {
      type: 'tabs',
      tabs: [richPage('about', { fa: 'درباره ما', en: 'About', ar: 'من نحن' }), richPage('services', { fa: 'خدمات', en: 'Services', ar: 'الخدمات' })],
    },
  ],
}
