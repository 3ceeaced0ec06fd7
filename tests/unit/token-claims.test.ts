import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { tokenOf } from '@/lib/auth/token-claims'

const payloadWith = (csrf: string[]) => ({ config: { cookiePrefix: 'payload', csrf, auth: { jwtOrder: ['JWT', 'Bearer', 'cookie'] } } }) as unknown as Payload

describe('the session token of a request, as Payload reads it', () => {
  it('takes the JWT header first, then the cookie', () => {
    const payload = payloadWith([])
    expect(tokenOf(payload, new Headers({ authorization: 'JWT abc', cookie: 'payload-token=def' }))).toBe('abc')
    expect(tokenOf(payload, new Headers({ cookie: 'theme=dark; payload-token=def' }))).toBe('def')
    expect(tokenOf(payload, new Headers({ cookie: 'theme=dark' }))).toBeNull()
  })

  it('takes the cookie only where Payload does: an allowed Origin, or a same-site browser request', () => {
    const payload = payloadWith(['https://shop.example'])
    const cookie = 'payload-token=def'
    expect(tokenOf(payload, new Headers({ cookie, origin: 'https://shop.example' }))).toBe('def')
    expect(tokenOf(payload, new Headers({ cookie, origin: 'https://evil.example' }))).toBeNull()
    expect(tokenOf(payload, new Headers({ cookie, 'sec-fetch-site': 'same-origin' }))).toBe('def')
    expect(tokenOf(payload, new Headers({ cookie, 'sec-fetch-site': 'cross-site' }))).toBeNull()
    // A script replaying a cookie, with no browser's headers: Payload reads nobody, and so does this.
    expect(tokenOf(payload, new Headers({ cookie }))).toBeNull()
  })
})
