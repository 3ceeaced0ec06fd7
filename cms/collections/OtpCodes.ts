import type { CollectionConfig } from 'payload'

import { nobody } from '../access/roles'

/**
 * One-time sign-in and verification codes. Only server code reaches them (through the Local API
 * with access overridden); REST, GraphQL and the admin see nothing. The code itself is never
 * stored, only its keyed hash; the visitor's IP likewise.
 */
export const OtpCodes: CollectionConfig = {
  slug: 'otp-codes',
  labels: {
    singular: { fa: 'کد یک‌بار مصرف', en: 'One-time code', ar: 'رمز لمرة واحدة' },
    plural: { fa: 'کدهای یک‌بار مصرف', en: 'One-time codes', ar: 'رموز لمرة واحدة' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['mobile', 'createdAt'] }, { fields: ['ipHash', 'createdAt'] }],
  fields: [
    { name: 'mobile', type: 'text', required: true },
    // register: a number proving itself before its account exists.
    { name: 'purpose', type: 'select', required: true, options: ['login', 'verify-mobile', 'register'] },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'usedAt', type: 'date' },
    /** The customer the code signs in, or who asked to move to this number; empty for unknown numbers. */
    { name: 'customer', type: 'relationship', relationTo: 'customers' },
    { name: 'ipHash', type: 'text' },
  ],
}
