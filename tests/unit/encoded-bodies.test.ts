import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodedBodies, reuseEncodedBodies } from '@/scripts/lib/encoded-bodies.mjs'

const page = (n: number) => `<html lang="fa"><body>${'لوله و پروفیل فولادی '.repeat(400)}${n}</body></html>`

describe('cached page bodies sent as their kept bytes', () => {
  it('sends exactly the bytes Node would have encoded, and encodes a body once', () => {
    const encode = encodedBodies()
    const text = page(1)
    const first = encode(text)
    expect(first.equals(Buffer.from(text, 'utf8'))).toBe(true)
    expect(encode(text)).toBe(first)
  })

  it('compresses a body once for each coding, to bytes that decode to the page', () => {
    const encode = encodedBodies()
    const text = page(1)
    const br = encode(text, 'br')
    const gzip = encode(text, 'gzip')
    expect(brotliDecompressSync(br).toString('utf8')).toBe(text)
    expect(gunzipSync(gzip).toString('utf8')).toBe(text)
    expect(br.length).toBeLessThan(Buffer.byteLength(text) / 5)
    expect(encode(text, 'br')).toBe(br)
    expect(encode(text, 'gzip')).toBe(gzip)
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
    expect(gunzipSync(small(a, 'gzip')).toString('utf8')).toBe(a)

    // A body's compressed copies count toward the bound: one more coding can push the oldest out.
    const identity = Buffer.byteLength(a)
    const tight = encodedBodies({ maxBytes: (a.length * 2 + identity) * 2 + 100 })
    const first = tight(a)
    tight(b)
    tight(b, 'gzip')
    expect(tight(a)).not.toBe(first)
  })
})

type Sent = { chunk: unknown; rest: unknown[]; headers: Record<string, unknown> }

/** A response as far as the wrapper uses it: headers, and an `end` that records what it got. */
function exchange(requestHeaders: Record<string, string>, responseHeaders: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }) {
  const sent: Sent[] = []
  const headers: Record<string, unknown> = Object.fromEntries(Object.entries(responseHeaders).map(([k, v]) => [k.toLowerCase(), v]))
  const res = {
    headersSent: false,
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = value
    },
    end: (chunk?: unknown, ...rest: unknown[]) => sent.push({ chunk, rest, headers: { ...headers } }),
  }
  const req = { headers: requestHeaders } as unknown as IncomingMessage
  return { req, res: res as unknown as ServerResponse & { end: (...args: unknown[]) => void }, sent }
}

describe('a cached page compressed as the browser asks', () => {
  const chromium = { 'accept-encoding': 'gzip, deflate, br, zstd' }

  it('sends brotli to a browser that takes it, with the length of what is sent', () => {
    const { req, res, sent } = exchange(chromium)
    reuseEncodedBodies(req, res, encodedBodies())
    const done = () => {}
    res.end(page(1), done)
    const [{ chunk, rest, headers }] = sent as [Sent]
    expect(headers['content-encoding']).toBe('br')
    expect(headers['content-length']).toBe((chunk as Buffer).length)
    expect(brotliDecompressSync(chunk as Buffer).toString('utf8')).toBe(page(1))
    expect(rest[0]).toBe(done)
  })

  it('sends gzip where brotli is not taken, and the plain bytes where nothing is', () => {
    const encode = encodedBodies()
    for (const [accept, coding] of [
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const { req, res, sent } = exchange({ 'accept-encoding': accept })
      reuseEncodedBodies(req, res, encode)
      res.end(page(2))
      const [{ chunk, headers }] = sent as [Sent]
      expect(headers['content-encoding'], accept).toBe(coding)
      const text = coding === 'gzip' ? gunzipSync(chunk as Buffer).toString('utf8') : (chunk as Buffer).toString('utf8')
      expect(text, accept).toBe(page(2))
    }
    const { req, res, sent } = exchange({})
    reuseEncodedBodies(req, res, encode)
    res.end(page(2))
    expect(sent[0]!.headers['content-encoding']).toBeUndefined()
    expect((sent[0]!.chunk as Buffer).toString('utf8')).toBe(page(2))
  })

  it('leaves alone what must not be transformed, is not text, is small or is not UTF-8', () => {
    const encode = encodedBodies()
    const noTransform = exchange(chromium, { 'content-type': 'text/html', 'cache-control': 'public, no-transform' })
    reuseEncodedBodies(noTransform.req, noTransform.res, encode)
    noTransform.res.end(page(1))
    expect(noTransform.sent[0]!.headers['content-encoding']).toBeUndefined()
    expect((noTransform.sent[0]!.chunk as Buffer).toString('utf8')).toBe(page(1))

    const picture = exchange(chromium, { 'content-type': 'image/png' })
    reuseEncodedBodies(picture.req, picture.res, encode)
    picture.res.end(page(1))
    expect(picture.sent[0]!.headers['content-encoding']).toBeUndefined()

    const other = exchange(chromium)
    reuseEncodedBodies(other.req, other.res, encode)
    other.res.end('short')
    other.res.end(page(2), 'latin1')
    other.res.end()
    const [short, latin, empty] = other.sent
    expect(short!.chunk).toBe('short')
    expect(latin!.chunk).toBe(page(2))
    expect(empty!.chunk).toBeUndefined()
    expect(empty!.headers['content-encoding']).toBeUndefined()
  })
})
