import { describe, expect, it } from 'vitest'
import { isCrossSiteWrite, ownHostsOf } from '@/lib/security/cross-site'

const own = ['shop.example', 'localhost:3000']
const req = (method: string, headers: Record<string, string>) => isCrossSiteWrite(method, new Headers(headers), own)

describe('requests from other sites', () => {
  it('refuses a write that a browser says came from another site', () => {
    expect(req('POST', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(true)
    expect(req('POST', { 'sec-fetch-site': 'same-site', origin: 'https://blog.shop.example' })).toBe(true)
    expect(req('PATCH', { origin: 'https://evil.example' })).toBe(true)
    expect(req('DELETE', { origin: 'null' })).toBe(true)
  })

  it('lets the site’s own pages write, and reads from anywhere', () => {
    expect(req('POST', { 'sec-fetch-site': 'same-origin', origin: 'https://shop.example' })).toBe(false)
    expect(req('POST', { origin: 'http://localhost:3000' })).toBe(false)
    expect(req('POST', { 'sec-fetch-site': 'none' })).toBe(false)
    expect(req('GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(false)
  })

  it('judges a request with neither header (a script, our own server) by its credentials alone', () => {
    expect(req('POST', {})).toBe(false)
  })

  it('takes the site’s hosts from the request and the configured public address', () => {
    expect(ownHostsOf(new Headers({ host: '127.0.0.1:3000' }), 'https://shop.example')).toEqual(['127.0.0.1:3000', 'shop.example'])
    expect(ownHostsOf(new Headers({ host: 'a', 'x-forwarded-host': 'b, c' }), undefined)).toEqual(['a', 'b'])
    expect(ownHostsOf(new Headers({ host: 'a' }), 'not a url')).toEqual(['a'])
  })
})
