import type { TextField } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A unique Latin kebab-case slug used in URLs. */
export function slugField(overrides: Partial<TextField> = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    label: { fa: 'نامک (در نشانی)', en: 'Slug (in the URL)', ar: 'المعرّف (في الرابط)' },
    admin: { position: 'sidebar', description: { fa: 'حروف کوچک لاتین، عدد و خط تیره', en: 'Lowercase Latin letters, digits and hyphens', ar: 'أحرف لاتينية صغيرة وأرقام وشرطات' } },
    validate: (value: string | null | undefined) =>
      (typeof value === 'string' && SLUG.test(value)) || 'Use lowercase Latin letters, digits and single hyphens (e.g. round-tubes).',
    ...overrides,
  } as TextField
}
