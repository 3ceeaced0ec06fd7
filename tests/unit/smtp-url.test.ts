import { describe, expect, it } from 'vitest'
import { smtpOptions } from '@/lib/mail/smtp-url'

describe('SMTP_URL', () => {
  it('gives host, port, TLS and the account, with the usual ports when none is written', () => {
    expect(smtpOptions('smtp://mail.example.ir')).toEqual({ host: 'mail.example.ir', port: 587, secure: false })
    expect(smtpOptions('smtps://sales%40example.ir:p%40ss%3Aword@mail.example.ir')).toEqual({
      host: 'mail.example.ir',
      port: 465,
      secure: true,
      auth: { user: 'sales@example.ir', pass: 'p@ss:word' },
    })
    expect(smtpOptions('smtp://127.0.0.1:2525')).toMatchObject({ host: '127.0.0.1', port: 2525, secure: false })
  })

  it('refuses an address that is not an SMTP server', () => {
    expect(() => smtpOptions('https://mail.example.ir')).toThrow(/smtp:\/\//)
    expect(() => smtpOptions('mail.example.ir')).toThrow()
  })
})
