import { GraphQLError } from 'graphql'
import { APIError, AuthenticationError, Forbidden, logError, type Payload } from 'payload'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { loggerOptions } from '@/lib/ops/logger'
import { maskMobile, maskPersonal } from '@/lib/ops/mask'
import { withRequestId } from '@/lib/ops/request-context.mjs'
import { requestIdFor, saneRequestId } from '@/lib/ops/request-id.mjs'

/** A logger with the shop's options, writing its lines into an array. */
function capture() {
  const lines: Record<string, unknown>[] = []
  const raw: string[] = []
  const log = pino(loggerOptions({ LOG_LEVEL: 'debug', NODE_ENV: 'production' }), { write: (line: string) => (raw.push(line), lines.push(JSON.parse(line))) })
  return { log, lines, raw }
}

describe('masking personal numbers in text', () => {
  it('masks Iranian mobiles in every spelling, keeping the last two digits', () => {
    expect(maskMobile('09123456789')).toBe('09*******89')
    expect(maskPersonal('to +989123456789 now')).toBe('to 09*********89 now')
    expect(maskPersonal('to 00989123456789')).not.toContain('9123456789')
    expect(maskPersonal('کد به ۰۹۱۲۳۴۵۶۷۸۹ رفت')).toBe('کد به 09*******۸۹ رفت')
    expect(maskPersonal('رقم ٠٩١٢٣٤٥٦٧٨٩')).not.toMatch(/٩١٢٣٤٥/)
  })

  it('masks ten-digit national codes in Latin, Persian and Arabic digits, and e-mail addresses', () => {
    expect(maskPersonal('code 0499370899.')).toBe('code ********99.')
    expect(maskPersonal('کد ملی ۰۴۹۹۳۷۰۸۹۹')).toBe('کد ملی ********۹۹')
    expect(maskPersonal('٠٤٩٩٣٧٠٨٩٩')).toBe('********٩٩')
    expect(maskPersonal('sara.ahmadi@example.com')).toBe('s***@example.com')
  })

  it('leaves other numbers alone: order numbers, amounts, times, longer or shorter runs', () => {
    for (const text of ['order 1404-123456', 'total 12500000', 'took 1234 ms', 'id 123456789012', '9123456789 is not a mobile without its 0']) {
      expect(maskPersonal(text)).toBe(text.includes('9123456789 is') ? '********89 is not a mobile without its 0' : text)
    }
  })
})

describe('the logger', () => {
  it('removes known personal keys, at the top and one level down', () => {
    const { log, raw } = capture()
    log.info({ mobile: '09123456789', password: 'secret-pass', code: '123456', buyer: { nationalCode: '0499370899', address: 'تهران، خیابان ۱', token: 'abc' }, headers: { authorization: 'Bearer x', cookie: 'payload-token=y' } }, 'signed in')
    const line = raw.join('')
    for (const secret of ['09123456789', 'secret-pass', '123456', '0499370899', 'تهران', 'abc', 'Bearer x', 'payload-token']) expect(line).not.toContain(secret)
    expect(line).toContain('[redacted]')
  })

  it('masks numbers written into messages and errors, and keeps an error code', () => {
    const { log, lines, raw } = capture()
    const error = Object.assign(new Error('duplicate mobile 09123456789'), { code: '23505' })
    log.warn({ err: error }, 'sign-up of 09123456789 with national code ۰۴۹۹۳۷۰۸۹۹ failed')
    expect(raw.join('')).not.toContain('09123456789')
    expect(raw.join('')).not.toContain('۰۴۹۹۳۷۰۸۹۹')
    expect(lines[0]).toMatchObject({ level: 'warn', msg: expect.stringContaining('09*******89'), err: { code: '23505', message: 'duplicate mobile 09*******89' } })
  })

  it("masks a message given as the object's msg, as Payload writes them", () => {
    const { lines } = (() => {
      const c = capture()
      c.log.warn({ msg: 'no customer with 09123456789', err: new Error('x') })
      return c
    })()
    expect(lines[0]).toMatchObject({ msg: 'no customer with 09*******89' })
  })

  it('names the request a line was written under', () => {
    const { log, lines } = capture()
    withRequestId('req-12345678', () => log.info('inside'))
    log.info('outside')
    expect(lines[0]).toMatchObject({ requestId: 'req-12345678', msg: 'inside' })
    expect(lines[1]).not.toHaveProperty('requestId')
  })

  it("writes what a visitor caused as info, without a stack, whatever Payload's class is called; a server fault stays an error", () => {
    const { log, lines } = capture()
    // Payload's own path: the levels it is given by class name, then its logger.
    const payload = { config: { loggingLevels: { Forbidden: 'info', NotFound: 'info', ValidationError: 'info' } }, logger: log } as unknown as Payload
    // A production build minifies class names: Payload's own AuthenticationError arrives as `to`.
    class to extends APIError {}
    logError({ err: new AuthenticationError(), payload })
    logError({ err: new to('ایمیل یا رمز عبور اشتباه است.', 401), payload })
    logError({ err: new APIError('Too many sign-in attempts for 09123456789.', 429), payload })
    // As Payload's GraphQL route logs a refused mutation.
    logError({ err: new GraphQLError('You are not allowed to perform this action.', { originalError: new Forbidden() }), payload })
    logError({ err: new APIError('the database went away', 500), payload })
    log.error({ err: new Error('boom') }, 'the invoice could not be drawn')
    expect(lines.map((l) => l.level)).toEqual(['info', 'info', 'warn', 'info', 'error', 'error'])
    expect(lines[0]).toMatchObject({ status: 401, msg: 'The email or password provided is incorrect.' })
    expect(lines[1]).toMatchObject({ status: 401, msg: 'ایمیل یا رمز عبور اشتباه است.' })
    expect(lines[2]).toMatchObject({ status: 429, msg: 'Too many sign-in attempts for 09*******89.' })
    expect(lines[3]).toMatchObject({ status: 403, msg: 'You are not allowed to perform this action.' })
    for (const line of lines.slice(0, 4)) expect(line).not.toHaveProperty('err')
    expect(lines[4]).toMatchObject({ err: { message: 'the database went away', stack: expect.stringContaining('APIError') } })
    expect(lines[5]).toMatchObject({ msg: 'the invoice could not be drawn', err: { message: 'boom' } })
  })

  it('is JSON in production and honours LOG_LEVEL', () => {
    expect(loggerOptions({ NODE_ENV: 'production' })).not.toHaveProperty('transport')
    expect(loggerOptions({ NODE_ENV: 'development' }).transport).toMatchObject({ target: 'pino-pretty' })
    expect(loggerOptions({ LOG_LEVEL: 'warn' }).level).toBe('warn')
    expect(loggerOptions({}).level).toBe('info')
  })
})

describe('request ids', () => {
  it('keeps a sane incoming id: a UUID, nginx $request_id, a trace id', () => {
    for (const id of ['3f1c2b9e-8d4a-4c61-9a0e-1f2b3c4d5e6f', '0123456789abcdef0123456789abcdef', 'trace.abc_123:4']) expect(saneRequestId(id)).toBe(id)
    expect(requestIdFor('3f1c2b9e-8d4a-4c61-9a0e-1f2b3c4d5e6f')).toBe('3f1c2b9e-8d4a-4c61-9a0e-1f2b3c4d5e6f')
    expect(saneRequestId(['abcdefgh12', 'other'])).toBe('abcdefgh12')
  })

  it('replaces anything else with a new UUID', () => {
    for (const bad of [undefined, null, '', 'short', 'a'.repeat(65), 'has space 123', 'line\nbreak123', '{"json":1}', '09123456789\u200c', 'ab<script>cd']) {
      expect(saneRequestId(bad)).toBeNull()
      expect(requestIdFor(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    }
    expect(requestIdFor(null)).not.toBe(requestIdFor(null))
  })
})
