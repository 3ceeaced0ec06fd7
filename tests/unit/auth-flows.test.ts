import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { passwordLoginSchema, verifyCodeSchema } from '@/lib/auth/login-schema'
import { loginPathFor, safeNextPath } from '@/lib/auth/next-path'
import { passwordChangeSchema } from '@/lib/auth/profile-schema'
import { kavenegarSender } from '@/lib/sms/kavenegar'
import { SmsSendError } from '@/lib/sms/types'

describe('sign-in forms', () => {
  it('take a mobile number in any digits or an email as the identifier', () => {
    expect(passwordLoginSchema.parse({ identifier: '۰۹۱۲ ۳۴۵ ۶۷۸۹', password: 'x' }).identifier).toEqual({ mobile: '09123456789' })
    expect(passwordLoginSchema.parse({ identifier: ' Sara@Example.com ', password: 'x' }).identifier).toEqual({ email: 'sara@example.com' })
    expect(passwordLoginSchema.safeParse({ identifier: 'sara', password: 'x' }).error?.issues[0]?.message).toBe('identifier')
    expect(passwordLoginSchema.safeParse({ identifier: '', password: '' }).error?.issues.map((i) => i.message)).toEqual(['required', 'required'])
  })

  it('read a code typed in Persian or Arabic digits, and nothing but six digits', () => {
    expect(verifyCodeSchema.parse({ mobile: '09123456789', code: '۱۲۳ ۴۵۶' }).code).toBe('123456')
    expect(verifyCodeSchema.parse({ mobile: '09123456789', code: '٦٥٤٣٢١' }).code).toBe('654321')
    for (const code of ['12345', '1234567', 'abcdef', '']) expect(verifyCodeSchema.safeParse({ mobile: '09123456789', code }).success).toBe(false)
  })

  it('ask for the current password and the same rule for the new one', () => {
    const r = passwordChangeSchema.safeParse({ currentPassword: '', password: 'short', confirmPassword: 'other' })
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['currentPassword', 'required'],
      ['password', 'password'],
      ['confirmPassword', 'mismatch'],
    ])
  })
})

describe('the way back after sign-in', () => {
  it.each([
    ['/cart', 'fa', '/cart'],
    ['/en/pr/tubes/12?x=1#c', 'en', '/en/pr/tubes/12?x=1#c'],
    [undefined, 'fa', '/profile'],
    [undefined, 'ar', '/ar/profile'],
    ['https://evil.example/', 'fa', '/profile'],
    ['//evil.example/x', 'en', '/en/profile'],
    ['/\\evil.example', 'fa', '/profile'],
    ['javascript:alert(1)', 'fa', '/profile'],
    ['/auth/login', 'fa', '/profile'],
    ['/en/auth/register', 'en', '/en/profile'],
  ] as const)('%s in %s → %s', (raw, locale, expected) => {
    expect(safeNextPath(raw, locale)).toBe(expected)
  })

  it('the login link remembers the page', () => {
    expect(loginPathFor('fa', '/order')).toBe('/auth/login?next=%2Forder')
    expect(loginPathFor('en', '/en/order/5')).toBe('/en/auth/login?next=%2Fen%2Forder%2F5')
  })
})

describe('SMS adapters', () => {
  it('console: logs the message and appends it to the outbox in the data folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sms-'))
    vi.stubEnv('DATA_DIR', dir)
    vi.resetModules()
    const { consoleSender, outboxPath } = await import('@/lib/sms/console')
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    await consoleSender.send({ to: '09123456789', text: 'کد ورود: 123456\nدو دقیقه', code: '123456' })
    expect(outboxPath()).toBe(path.join(dir, 'sms-outbox.log'))
    expect(readFileSync(outboxPath(), 'utf8')).toMatch(/^\d{4}-\d\d-\d\dT[^\t]+\t09123456789\tکد ورود: 123456 دو دقیقه\n$/)
    // The number and the code are personal: only the outbox holds them, never a log line.
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
    vi.unstubAllEnvs()
  })

  it('kavenegar: sends the code as the template token', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ return: { status: 200, message: 'تایید شد' } }), { status: 200 }))
    await kavenegarSender({ apiKey: 'KEY', template: 'login', fetchImpl }).send({ to: '09123456789', text: 'x', code: '123456' })
    const url = new URL(String((fetchImpl.mock.calls[0] as unknown[])[0]))
    expect(url.origin + url.pathname).toBe('https://api.kavenegar.com/v1/KEY/verify/lookup.json')
    expect(Object.fromEntries(url.searchParams)).toEqual({ receptor: '09123456789', token: '123456', template: 'login' })
  })

  it.each([
    ['a refusal', async () => new Response(JSON.stringify({ return: { status: 418, message: 'invalid template' } }), { status: 400 })],
    ['no answer', async () => { throw new TypeError('fetch failed') }],
    ['a broken body', async () => new Response('<html>', { status: 502 })],
  ])('kavenegar: %s becomes an SmsSendError', async (_, impl) => {
    const sender = kavenegarSender({ apiKey: 'KEY', template: 'login', fetchImpl: vi.fn(impl) as unknown as typeof fetch })
    await expect(sender.send({ to: '09123456789', text: 'x', code: '1' })).rejects.toBeInstanceOf(SmsSendError)
  })

  it('the provider follows SMS_PROVIDER and refuses an incomplete kavenegar setup', async () => {
    const { smsSender } = await import('@/lib/sms')
    expect(smsSender({}).name).toBe('console')
    expect(smsSender({ SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'k', KAVENEGAR_TEMPLATE: 't' }).name).toBe('kavenegar')
    expect(() => smsSender({ SMS_PROVIDER: 'kavenegar' })).toThrow(/KAVENEGAR_API_KEY/)
    expect(() => smsSender({ SMS_PROVIDER: 'pigeon' })).toThrow(/Unknown SMS_PROVIDER/)
  })
})
