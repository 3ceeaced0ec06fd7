import { describe, expect, it } from 'vitest'
import { clientAddress, settleForwardedHeaders, trustedHops } from '../../scripts/lib/forwarded.mjs'

describe('the client address behind proxies', () => {
  it('without TRUST_PROXY is the socket peer, whatever the request claims', () => {
    expect(clientAddress('203.0.113.5', '198.51.100.1', 0)).toBe('203.0.113.5')
    expect(clientAddress('::ffff:203.0.113.5', '198.51.100.1, 10.0.0.1', 0)).toBe('203.0.113.5')
    expect(clientAddress('::1', undefined, 0)).toBe('::1')
  })

  it('with one trusted proxy is the address that proxy appended, not one the client wrote before it', () => {
    // The client wrote 1.1.1.1; our proxy appended the address it saw, 203.0.113.5.
    expect(clientAddress('10.0.0.2', '1.1.1.1, 203.0.113.5', 1)).toBe('203.0.113.5')
    expect(clientAddress('10.0.0.2', '203.0.113.5', 1)).toBe('203.0.113.5')
    expect(clientAddress('10.0.0.2', ['1.1.1.1', '203.0.113.5'], 1)).toBe('203.0.113.5')
  })

  it('with two hops takes the second from the end, and never walks past the start of the chain', () => {
    expect(clientAddress('10.0.0.3', '1.1.1.1, 203.0.113.5, 10.0.0.2', 2)).toBe('203.0.113.5')
    expect(clientAddress('10.0.0.3', '', 2)).toBe('10.0.0.3')
    expect(clientAddress('10.0.0.3', '203.0.113.5', 5)).toBe('203.0.113.5')
  })

  it('reads TRUST_PROXY as a whole number of hops, anything else as none', () => {
    expect(trustedHops(undefined)).toBe(0)
    expect(trustedHops('1')).toBe(1)
    expect(trustedHops('2')).toBe(2)
    expect(trustedHops('yes')).toBe(0)
    expect(trustedHops('-1')).toBe(0)
    expect(trustedHops('1.5')).toBe(0)
  })

  it('leaves the app one believable address and drops forwarded host and protocol it cannot trust', () => {
    const req = {
      socket: { remoteAddress: '203.0.113.5' },
      headers: { 'x-forwarded-for': '9.9.9.9', 'x-real-ip': '9.9.9.9', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'for=9.9.9.9', host: 'shop.example' } as Record<string, string | undefined>,
    }
    settleForwardedHeaders(req, 0)
    expect(req.headers).toEqual({ 'x-forwarded-for': '203.0.113.5', host: 'shop.example' })

    const proxied = { socket: { remoteAddress: '10.0.0.2' }, headers: { 'x-forwarded-for': '9.9.9.9, 203.0.113.5', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' } as Record<string, string | undefined> }
    settleForwardedHeaders(proxied, 1)
    expect(proxied.headers).toEqual({ 'x-forwarded-for': '203.0.113.5', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' })
  })
})
