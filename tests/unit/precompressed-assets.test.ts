import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '@/scripts/lib/precompress.mjs'
import { precompressedAssets } from '@/scripts/lib/precompressed-assets.mjs'

const script = `self.chunk = ${JSON.stringify('لوله و پروفیل '.repeat(500))};\n`
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  mkdirSync(path.join(dir, 'chunks'))
  writeFileSync(path.join(dir, 'chunks', 'app.js'), script)
  writeFileSync(path.join(dir, 'chunks', 'tiny.js'), 'self.x=1')
  writeFileSync(path.join(dir, 'chunks', 'font.woff2'), Buffer.alloc(4096, 7))
  await precompress(dir)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Call = { kind: 'write' | 'end'; chunk: unknown }

/** A request and a response as Next's file server uses them: headers, a status, write and end. */
function exchange(url: string, requestHeaders: Record<string, string>, { method = 'GET', status = 200 } = {}) {
  const calls: Call[] = []
  const headers: Record<string, unknown> = { 'content-length': Buffer.byteLength(script) }
  const res = {
    statusCode: status,
    headersSent: false,
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = value
    },
    write: (chunk: unknown) => calls.push({ kind: 'write', chunk }),
    end: (chunk?: unknown) => calls.push({ kind: 'end', chunk }),
  }
  const req = { url, method, headers: requestHeaders } as unknown as IncomingMessage
  return { req, res: res as unknown as ServerResponse & { write: (c: unknown) => void; end: (c?: unknown) => void }, calls, headers }
}

/** What Next's file server does: the file in pieces, then the end. */
function sendFile(res: { write: (c: unknown) => void; end: (c?: unknown) => void }) {
  const bytes = Buffer.from(script)
  res.write(bytes.subarray(0, 1000))
  res.write(bytes.subarray(1000))
  res.end()
}

describe('the build compresses its scripts once', () => {
  it('writes a brotli and a gzip copy beside each text file worth compressing, and nothing else', () => {
    const br = readFileSync(path.join(dir, 'chunks', 'app.js.br'))
    const gz = readFileSync(path.join(dir, 'chunks', 'app.js.gz'))
    expect(brotliDecompressSync(br).toString()).toBe(script)
    expect(gunzipSync(gz).toString()).toBe(script)
    expect(br.length).toBeLessThan(gz.length)
    for (const name of ['tiny.js.br', 'font.woff2.br', 'app.js.br.br']) expect(() => readFileSync(path.join(dir, 'chunks', name)), name).toThrow()
  })
})

describe('the server sends those copies for a full answer', () => {
  it('swaps the file for its brotli copy, or gzip where brotli is not taken, with its length', () => {
    const send = precompressedAssets(dir)
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const { req, res, calls, headers } = exchange('/_next/static/chunks/app.js?v=1', { 'accept-encoding': accept })
      send(req, res)
      sendFile(res)
      expect(calls.map((c) => c.kind), accept).toEqual(['end'])
      const body = calls[0]!.chunk as Buffer
      expect(headers['content-encoding'], accept).toBe(coding)
      expect(headers['content-length'], accept).toBe(body.length)
      expect(decode(body).toString(), accept).toBe(script)
    }
  })

  it('leaves the answer to Next and the compressor otherwise', () => {
    const send = precompressedAssets(dir)
    const untouched = [
      exchange('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' }),
      exchange('/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-99' }),
      exchange('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, { status: 304 }),
      exchange('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, { method: 'POST' }),
      exchange('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' }),
      exchange('/_next/static/chunks/../chunks/app.js', { 'accept-encoding': 'br' }),
      exchange('/_next/static/chunks/%E0%A4%A.js', { 'accept-encoding': 'br' }),
      exchange('/about/app.js', { 'accept-encoding': 'br' }),
    ]
    for (const { req, res, calls, headers } of untouched) {
      send(req, res)
      sendFile(res)
      expect(calls.map((c) => c.kind), req.url).toEqual(['write', 'write', 'end'])
      expect(headers['content-encoding'], req.url).toBeUndefined()
    }
  })

  it('serves nothing of its own when the build has no copies', () => {
    const send = precompressedAssets(path.join(dir, 'missing'))
    const { req, res, calls } = exchange('/_next/static/chunks/app.js', { 'accept-encoding': 'br' })
    send(req, res)
    sendFile(res)
    expect(calls).toHaveLength(3)
  })
})
