import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { anyone, canEditContent } from '../access/roles'
import { slugField } from '../fields/slug'
import { revalidateContent } from '../hooks/revalidate-content'

/** Blog tags: a Latin slug for the archive link (?tag=…), a name in each language. */
export const PostTags: CollectionConfig = {
  slug: 'post-tags',
  labels: {
    singular: { fa: 'برچسب', en: 'Tag', ar: 'وسم' },
    plural: { fa: 'برچسب‌ها', en: 'Tags', ar: 'الوسوم' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug'], group: { fa: 'محتوا', en: 'Content', ar: 'المحتوى' } },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: { afterChange: [revalidateContent(cacheTags.blog)], afterDelete: [revalidateContent(cacheTags.blog)] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: { fa: 'نام', en: 'Name', ar: 'الاسم' } },
    slugField(),
  ],
}
