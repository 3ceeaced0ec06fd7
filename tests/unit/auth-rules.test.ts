import { describe, expect, it } from 'vitest'
import { normalizeMobile } from '@/lib/auth/mobile'
import { isAcceptablePassword } from '@/lib/auth/password'
import { registerSchema } from '@/lib/auth/register-schema'

describe('mobile numbers', () => {
  it.each([
    ['09123456789', '09123456789'],
    ['+989123456789', '09123456789'],
    ['00989123456789', '09123456789'],
    ['9123456789', '09123456789'],
    ['۰۹۱۲۳۴۵۶۷۸۹', '09123456789'],
    ['٠٩١٢٣٤٥٦٧٨٩', '09123456789'],
    ['0912 345-6789', '09123456789'],
  ])('%s is stored as %s', (input, stored) => {
    expect(normalizeMobile(input)).toBe(stored)
  })

  it.each(['02112345678', '0912345678', '091234567890', '+1 202 555 0100', 'abc', ''])('%s is not a mobile number', (input) => {
    expect(normalizeMobile(input)).toBeNull()
  })
})

describe('password rule', () => {
  it.each(['steel2026', 'Pipe#line', 'a1b2c3d4', 'abcd۱۲۳۴'])('%s is accepted', (p) => expect(isAcceptablePassword(p)).toBe(true))
  it.each(['short1', 'onlyletters', '12345678', 'لوله‌فولادی۱۲۳', 'pass word1'])('%s is refused', (p) => expect(isAcceptablePassword(p)).toBe(false))
})

describe('registration schema', () => {
  const valid = { name: 'Sara', email: 'sara@example.com', mobile: '۰۹۱۲۳۴۵۶۷۸۹', password: 'steel2026', confirmPassword: 'steel2026' }

  it('normalizes the mobile number of a valid registration', () => {
    expect(registerSchema.parse(valid).mobile).toBe('09123456789')
  })

  it.each([
    [{ email: '' }, 'email', 'emailAndMobile'],
    [{ mobile: '' }, 'mobile', 'emailAndMobile'],
    [{ mobile: '02112345678' }, 'mobile', 'mobile'],
    [{ email: 'not-an-email' }, 'email', 'email'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'password'],
    [{ confirmPassword: 'steel2027' }, 'confirmPassword', 'mismatch'],
  ])('%j fails on %s with %s', (change, path, message) => {
    const r = registerSchema.safeParse({ ...valid, ...change })
    expect(r.success).toBe(false)
    expect(r.error!.issues.find((i) => i.path[0] === path)?.message).toBe(message)
  })
})

describe('registration messages', () => {
  it.each(['fa', 'en', 'ar'])('exist in %s for every error the schema can give', async (locale) => {
    const { authErrors } = await import('@/lib/auth/fields')
    const messages = (await import(`@/messages/${locale}.json`)).default as { auth: { errors: Record<string, string> } }
    for (const key of Object.values(authErrors)) expect(messages.auth.errors[key], `${locale}: ${key}`).toBeTruthy()
  })

  it('say the SPEC.md §5 texts in English', async () => {
    const en = (await import('@/messages/en.json')).default as { auth: { errors: Record<string, string> } }
    expect(en.auth.errors.mobile).toBe('Mobile format is incorrect!')
    expect(en.auth.errors.mismatch).toBe('Password and confirmation do not match.')
  })
})
