import type { CollectionBeforeChangeHook, DateField, Field } from 'payload'

/**
 * A draft/published status and the date of first publication, for any collection visitors see only
 * once published; `publishedAt` takes the collection's own label and admin options.
 */
export function publishableFields(publishedAt: Pick<DateField, 'label' | 'admin'>): Field[] {
  return [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [
        { value: 'draft', label: { fa: 'پیش‌نویس', en: 'Draft', ar: 'مسودة' } },
        { value: 'published', label: { fa: 'منتشر شده', en: 'Published', ar: 'منشور' } },
      ],
      label: { fa: 'وضعیت', en: 'Status', ar: 'الحالة' },
      admin: { position: 'sidebar' },
    },
    { name: 'publishedAt', type: 'date', index: true, ...publishedAt },
  ]
}

/**
 * Published without a date means published now; a date already set (a schedule, or the first
 * publication) stays, also when an update carries only some fields.
 */
export const stampFirstPublication: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  const date = 'publishedAt' in data ? data.publishedAt : originalDoc?.publishedAt
  if (status === 'published' && !date) data.publishedAt = new Date().toISOString()
  return data
}
