import { describe, expect, it } from 'vitest'
import { feedBytesKeeper } from '@/lib/prices/feed-bytes'

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe("the price feed's answers kept as bytes", () => {
  it('are the body in UTF-8, Persian included, and are written once for each ETag', () => {
    const bytesOf = feedBytesKeeper()
    const body = JSON.stringify({ items: [{ title: 'لوله گرد ۲۱٫۳', price: 235000 }] })
    const first = bytesOf('"a"', body)
    expect(text(first)).toBe(body)
    expect(first.byteLength).toBe(Buffer.byteLength(body))
    expect(bytesOf('"a"', body)).toBe(first)
    const other = bytesOf('"b"', '{"items":[]}')
    expect(other).not.toBe(first)
    expect(text(other)).toBe('{"items":[]}')
  })

  it('let the least recently sent go once they pass their size, and never keep one larger than it', () => {
    const bytesOf = feedBytesKeeper({ maxBytes: 10 })
    const a = bytesOf('"a"', 'aaaa')
    const b = bytesOf('"b"', 'bbbb')
    // "a" is sent again, so "b" is the one let go to make room for "c".
    expect(bytesOf('"a"', 'aaaa')).toBe(a)
    bytesOf('"c"', 'cccc')
    expect(bytesOf('"a"', 'aaaa')).toBe(a)
    expect(bytesOf('"b"', 'bbbb')).not.toBe(b)
    const huge = 'x'.repeat(11)
    expect(text(bytesOf('"huge"', huge))).toBe(huge)
    expect(bytesOf('"huge"', huge)).not.toBe(bytesOf('"huge"', huge))
  })
})
