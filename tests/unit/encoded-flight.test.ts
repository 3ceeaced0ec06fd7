import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'
import { encodedBodies } from '@/scripts/lib/encoded-bodies.mjs'
import { reuseEncodedFlight } from '@/scripts/lib/encoded-flight.mjs'

// Flight data is bytes, not always UTF-8 text: a byte that is no character must arrive as it was.
const flight = (n: number) => Buffer.concat([Buffer.from(`0:{"page":${n}}\n`), Buffer.from([0xff, 0xfe, 0x00, 0xc3]), Buffer.from('1:["$","p",null,{"children":"لوله و پروفیل"}]\n'.repeat(300))])

type Answer = { body: Buffer; headers?: Record<string, string>; pieces?: number }

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => (s.close(r), s.closeAllConnections()))))
})

/**
 * The server's order of work (scripts/serve.mjs): the compressor, then the kept flight data, around
 * a stand-in for Next answering the client router as Next 16.4 does from its cache: the router's
 * header taken off the request, the headers sent, the body written in `pieces` with a flush after each.
 */
async function serverWith(answer: (req: IncomingMessage) => Answer) {
  const compress = compression()
  const keys: string[] = []
  const kept = encodedBodies({ bytesOf: (key) => Buffer.from(key, 'latin1') })
  const encode = (key: string, coding?: 'identity' | 'br' | 'gzip') => (keys.push(`${coding}:${key.length}`), kept(key, coding))
  const sent: Buffer[] = []
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    compress(req, res, () => {
      reuseEncodedFlight(req, res, encode, (_req: IncomingMessage, _res: ServerResponse, body: Buffer) => sent.push(body))
      const { body, headers = {}, pieces = 1 } = answer(req)
      delete req.headers.rsc
      for (const [name, value] of Object.entries({ 'content-type': 'text/x-component', 'cache-control': 's-maxage=31536000', 'x-nextjs-cache': 'HIT', vary: 'rsc, Accept-Encoding', ...headers })) {
        if (value) res.setHeader(name, value)
      }
      res.flushHeaders()
      const size = Math.ceil(body.length / pieces)
      for (let at = 0; at < body.length; at += size) {
        res.write(body.subarray(at, at + size))
        ;(res as ServerResponse & { flush?: () => void }).flush?.()
      }
      res.end()
    })
  })
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Raw bytes and headers as they came over the wire (fetch would decode them).
  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      http
        .get(base + path, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
  return { get, keys, sent }
}

const router = { rsc: '1', 'accept-encoding': 'gzip, deflate, br, zstd' }
const decode = (bytes: Buffer, coding: string | undefined) => (coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes)

describe('flight data for a cached page sent whole, as kept', () => {
  it('goes as one compressed body with its length, encoded once for each coding, every byte as it was', async () => {
    const { get, keys, sent } = await serverWith(() => ({ body: flight(1), pieces: 3 }))
    const first = await get('/en/about?_rsc=x', router)
    expect(first.headers['content-encoding']).toBe('br')
    expect(Number(first.headers['content-length'])).toBe(first.bytes.length)
    expect(first.headers['transfer-encoding']).toBeUndefined()
    expect(first.headers.vary).toContain('Accept-Encoding')
    expect(decode(first.bytes, 'br').equals(flight(1))).toBe(true)
    expect(first.bytes.length).toBeLessThan(flight(1).length / 5)

    const again = await get('/en/about?_rsc=x', router)
    expect(again.bytes.equals(first.bytes)).toBe(true)
    const gzip = await get('/en/about?_rsc=x', { rsc: '1', 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(decode(gzip.bytes, 'gzip').equals(flight(1))).toBe(true)
    const plain = await get('/en/about?_rsc=x', { rsc: '1', 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBe(flight(1).length)
    expect(plain.bytes.equals(flight(1))).toBe(true)

    // The same bytes each time: one key, looked up in each coding; the front cache is told what went.
    expect(new Set(keys.map((k) => k.split(':')[1])).size).toBe(1)
    expect(keys.map((k) => k.split(':')[0])).toEqual(['br', 'br', 'gzip'])
    expect(sent.map((b) => b.length)).toEqual([first.bytes.length, again.bytes.length, gzip.bytes.length, plain.bytes.length])
  })

  it('leaves to the compressor what Next renders as it goes, and sends a small answer as it is', async () => {
    const { get, keys, sent } = await serverWith((req) =>
      req.url!.startsWith('/rendered') ? { body: flight(2), pieces: 4, headers: { 'x-nextjs-cache': 'MISS' } } : req.url!.startsWith('/dynamic') ? { body: flight(3), headers: { 'x-nextjs-cache': '' } } : { body: Buffer.from('0:{"tree":1}\n') },
    )
    for (const [path, body] of [
      ['/rendered?_rsc=1', flight(2)],
      ['/dynamic?_rsc=1', flight(3)],
    ] as const) {
      const answer = await get(path, router)
      expect(answer.headers['content-encoding'], path).toBe('br')
      expect(answer.headers['transfer-encoding'], path).toBe('chunked')
      expect(decode(answer.bytes, 'br').equals(body), path).toBe(true)
    }
    const small = await get('/small?_rsc=1', router)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.bytes.toString()).toBe('0:{"tree":1}\n')
    expect(Number(small.headers['content-length'])).toBe(small.bytes.length)
    expect(keys).toEqual([])
    expect(sent).toHaveLength(1)
  })

  it('does not touch a page request', async () => {
    const { get, keys, sent } = await serverWith(() => ({ body: flight(4), pieces: 2 }))
    const answer = await get('/en/about', { 'accept-encoding': 'br' })
    expect(answer.headers['transfer-encoding']).toBe('chunked')
    expect(decode(answer.bytes, 'br').equals(flight(4))).toBe(true)
    expect(keys).toEqual([])
    expect(sent).toEqual([])
  })
})
