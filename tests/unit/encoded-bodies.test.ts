import { describe, expect, it } from 'vitest'
import { encodedBodies, reuseEncodedBodies } from '@/scripts/lib/encoded-bodies.mjs'

const page = (n: number) => `<html lang="fa"><body>${'لوله و پروفیل فولادی '.repeat(400)}${n}</body></html>`

describe('cached page bodies sent as their kept UTF-8 bytes', () => {
  it('sends exactly the bytes Node would have encoded, and encodes a body once', () => {
    const encode = encodedBodies()
    const text = page(1)
    const first = encode(text)
    expect(first.equals(Buffer.from(text, 'utf8'))).toBe(true)
    expect(encode(text)).toBe(first)
  })

  it('keeps no more entries or bytes than it is allowed, dropping the least recently sent first', () => {
    const encode = encodedBodies({ maxEntries: 2 })
    const [a, b, c] = [page(1), page(2), page(3)]
    const kept = encode(a)
    encode(b)
    encode(a)
    encode(c) // b is now the least recently sent
    expect(encode(a)).toBe(kept)
    const b1 = encode(b)
    expect(encode(b)).toBe(b1)

    const small = encodedBodies({ maxBytes: Buffer.byteLength(a) * 2 })
    const big = small(a)
    expect(small(a)).not.toBe(big) // larger than the bound with its key: never kept
  })

  it('turns a large string given to res.end into bytes and leaves everything else as it was', () => {
    const sent: unknown[] = []
    const res = { end: (chunk?: unknown, ...rest: unknown[]) => sent.push([chunk, ...rest]) }
    reuseEncodedBodies(res, encodedBodies())
    const done = () => {}
    res.end(page(1), done)
    res.end('short')
    res.end(page(2), 'latin1')
    res.end()
    const [large, short, latin, empty] = sent as unknown[][]
    expect(Buffer.isBuffer(large![0])).toBe(true)
    expect((large![0] as Buffer).toString('utf8')).toBe(page(1))
    expect(large![1]).toBe(done)
    expect(short![0]).toBe('short')
    expect(latin![0]).toBe(page(2))
    expect(empty![0]).toBeUndefined()
  })
})
