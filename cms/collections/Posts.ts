import type { Access, CollectionConfig, Where } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { canEditContent, rolesOf } from '../access/roles'
import { publishableFields, stampFirstPublication } from '../fields/publishable'
import { revalidateContent } from '../hooks/revalidate-content'

/**
 * Guests see a post once it is published and its publish time has come (scheduled posts wait);
 * staff see drafts and scheduled posts too.
 */
const publicPostsWhere = (now = new Date()): Where => ({
  and: [{ status: { equals: 'published' } }, { publishedAt: { less_than_equal: now.toISOString() } }],
})

const readPosts: Access = ({ req }) => (rolesOf(req.user).length > 0 ? true : publicPostsWhere())

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: {
    singular: { fa: 'نوشته', en: 'Blog post', ar: 'مقالة' },
    plural: { fa: 'نوشته‌های وبلاگ', en: 'Blog posts', ar: 'مقالات المدونة' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'publishedAt'],
    group: { fa: 'محتوا', en: 'Content', ar: 'المحتوى' },
    listSearchableFields: ['title'],
  },
  access: { read: readPosts, create: canEditContent, update: canEditContent, delete: canEditContent },
  defaultSort: '-publishedAt',
  indexes: [{ fields: ['status', 'publishedAt'] }],
  hooks: {
    // A post published without a date goes out now; a future date schedules it.
    beforeChange: [stampFirstPublication],
    afterChange: [revalidateContent(cacheTags.blog)],
    afterDelete: [revalidateContent(cacheTags.blog)],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 200, label: { fa: 'عنوان', en: 'Title', ar: 'العنوان' } },
    ...publishableFields({
      label: { fa: 'تاریخ انتشار', en: 'Publish at', ar: 'تاريخ النشر' },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: { fa: 'تاریخ آینده یعنی انتشار زمان‌بندی‌شده', en: 'A future date schedules the post', ar: 'التاريخ المستقبلي يعني النشر المجدول' },
      },
    }),
    { name: 'cover', type: 'upload', relationTo: 'media', label: { fa: 'تصویر شاخص', en: 'Cover image', ar: 'صورة الغلاف' } },
    { name: 'excerpt', type: 'textarea', localized: true, maxLength: 400, label: { fa: 'خلاصه', en: 'Excerpt', ar: 'المقتطف' } },
    { name: 'content', type: 'richText', localized: true, required: true, label: { fa: 'متن', en: 'Content', ar: 'المحتوى' } },
    { name: 'tags', type: 'relationship', relationTo: 'post-tags', hasMany: true, label: { fa: 'برچسب‌ها', en: 'Tags', ar: 'الوسوم' }, admin: { position: 'sidebar' } },
  ],
}
