import type { CollectionConfig } from 'payload'

import { nobody } from '../access/roles'

/**
 * One row per counted event (a sign-in try, a sign-up, a product view) under a keyed hash of what
 * it is counted by: the rate limits read how many fall in their window. Kept in the database so
 * that every instance and every restart sees the same counts; only server code reaches it.
 */
export const RateMarks: CollectionConfig = {
  slug: 'rate-marks',
  labels: {
    singular: { fa: 'نشان محدودیت', en: 'Rate mark', ar: 'علامة حد' },
    plural: { fa: 'نشان‌های محدودیت', en: 'Rate marks', ar: 'علامات الحد' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['key', 'createdAt'] }],
  fields: [
    { name: 'key', type: 'text', required: true },
    // Set (to the key) for events counted once only: the unique index lets the database refuse the
    // second one atomically, where a check-then-insert would race.
    { name: 'once', type: 'text', unique: true },
  ],
}
