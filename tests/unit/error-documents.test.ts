import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseErrorDocumentQuery } from '@/lib/site/error-page'
import { errorDocumentPath } from '@/lib/site/error-document'
import { errorDocumentRenderer, fallbackDocument, isPageRequest, serveErrorDocuments } from '@/scripts/lib/error-documents.mjs'

type Req = { method: string; url: string; headers: Record<string, string | undefined> }
const page = (url: string, headers: Record<string, string> = {}): Req => ({ method: 'GET', url, headers: { accept: 'text/html,*/*', ...headers } })

/** Just enough of Node's ServerResponse to see what reaches the wire. */
class FakeResponse extends EventEmitter {
  headers = new Map<string, string | number>()
  status = 0
  body = ''
  getHeader(name: string) { return this.headers.get(name.toLowerCase()) }
  setHeader(name: string, value: string | number) { this.headers.set(name.toLowerCase(), value) }
  removeHeader(name: string) { this.headers.delete(name.toLowerCase()) }
  writeHead(code: number) { this.status = code; return this }
  write(chunk: string | Buffer) { this.body += String(chunk); return true }
  end(chunk?: string | Buffer | (() => void)) {
    if (chunk && typeof chunk !== 'function') this.body += String(chunk)
    this.emit('done')
    return this
  }
}

async function answer(status: number, type: string, req = page('/no-such-page')) {
  const res = new FakeResponse()
  const asked: number[] = []
  serveErrorDocuments(req, res, async (code: number) => {
    asked.push(code)
    return { body: `<html lang="fa">error ${code}</html>`, type: 'text/html; charset=utf-8' }
  })
  const done = new Promise((r) => res.once('done', r))
  res.setHeader('content-type', type)
  res.setHeader('content-encoding', 'gzip')
  res.writeHead(status)
  res.write('<html id="__next_error__">')
  res.end()
  await done
  return { res, asked }
}

describe('which requests get the site error page', () => {
  it('takes page requests of people and crawlers', () => {
    expect(isPageRequest(page('/no-such-page'))).toBe(true)
    expect(isPageRequest(page('/en/blog/12?x=1'))).toBe(true)
    expect(isPageRequest({ method: 'GET', url: '/x', headers: {} })).toBe(true)
  })

  it('leaves the client router, APIs, the admin, assets, files and its own request alone', () => {
    expect(isPageRequest(page('/search', { rsc: '1' }))).toBe(false)
    expect(isPageRequest(page('/api/products'))).toBe(false)
    expect(isPageRequest(page('/admin/collections/orders'))).toBe(false)
    expect(isPageRequest(page('/_next/static/chunks/a.js'))).toBe(false)
    expect(isPageRequest(page('/logo.svg'))).toBe(false)
    expect(isPageRequest(page('/x', { 'x-error-document': 'token' }))).toBe(false)
    expect(isPageRequest({ method: 'POST', url: '/x', headers: { accept: 'text/html' } })).toBe(false)
    expect(isPageRequest({ method: 'GET', url: '/x', headers: { accept: 'application/json' } })).toBe(false)
  })
})

describe('the error page for a failed page request', () => {
  it('replaces the body of a 404 or 5xx HTML answer, keeping the status', async () => {
    for (const status of [404, 500, 503]) {
      const { res, asked } = await answer(status, 'text/html; charset=utf-8')
      expect(asked).toEqual([status])
      expect(res.status).toBe(status)
      expect(res.body).toBe(`<html lang="fa">error ${status}</html>`)
      expect(res.getHeader('content-encoding')).toBeUndefined()
      expect(res.getHeader('content-length')).toBe(Buffer.byteLength(res.body))
    }
  })

  it('passes every other answer through untouched', async () => {
    const ok = await answer(200, 'text/html; charset=utf-8')
    expect(ok.asked).toEqual([])
    expect(ok.res.body).toBe('<html id="__next_error__">')
    const json = await answer(404, 'application/json')
    expect(json.asked).toEqual([])
  })

  it('falls back to a plain trilingual page when the error page itself cannot be rendered', async () => {
    const res = new FakeResponse()
    serveErrorDocuments(page('/x'), res, async () => {
      throw new Error('database down')
    })
    const done = new Promise((r) => res.once('done', r))
    res.setHeader('content-type', 'text/html')
    res.writeHead(500)
    res.end()
    await done
    expect(res.status).toBe(500)
    expect(res.body).toBe(fallbackDocument(500))
    expect(res.body).toContain('خطای داخلی سرور')
    expect(res.body).toContain('Internal Server Error')
  })

  it('is asked in the language of the failed URL, naming status and path', () => {
    expect(errorDocumentPath('/no-such-page?a=1', 404)).toBe('/error-document?status=404&path=%2Fno-such-page')
    expect(errorDocumentPath('/en/blog/9', 404)).toBe('/en/error-document?status=404&path=%2Fen%2Fblog%2F9')
    expect(errorDocumentPath('/ar', 500)).toBe('/ar/error-document?status=500&path=%2Far')
    expect(errorDocumentPath('/english', 404)).toBe('/error-document?status=404&path=%2Fenglish')
  })

  it('tells product addresses from other pages and accepts only error statuses', () => {
    expect(parseErrorDocumentQuery({ status: '404', path: '/en/pr/round-tubes/9' })).toEqual({ status: 404, path: '/en/pr/round-tubes/9', kind: 'product' })
    expect(parseErrorDocumentQuery({ status: '404', path: '/search/round-tubes/9' }).kind).toBe('product')
    expect(parseErrorDocumentQuery({ status: '404', path: '/search/round-tubes' }).kind).toBe('page')
    expect(parseErrorDocumentQuery({ status: '200', path: '/x' }).status).toBe(500)
    expect(parseErrorDocumentQuery({}).path).toBe('/')
  })
})

describe('a page that failed while the database does not answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /** The error pages this server renders, by the status asked for. */
  const stubPages = () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(new URL(url).pathname + new URL(url).search)
      return new Response(`<html>error page</html>`, { headers: { 'content-type': 'text/html' } })
    })
    return asked
  }

  it('is answered 503 with Retry-After and the try-again page, so a balancer asks another instance', async () => {
    const asked = stubPages()
    const render = errorDocumentRenderer('http://127.0.0.1:3000', 'token', async () => true)('/en/search?q=pipe')
    expect(await render(500)).toMatchObject({ status: 503, retryAfter: 3 })
    expect(asked).toEqual(['/en/error-document?status=503&path=%2Fen%2Fsearch'])

    const res = new FakeResponse()
    serveErrorDocuments(page('/en/search?q=pipe'), res, async () => ({ body: '<html>try again</html>', type: 'text/html', status: 503, retryAfter: 3 }))
    const done = new Promise((r) => res.once('done', r))
    res.setHeader('content-type', 'text/html')
    res.writeHead(500)
    res.end()
    await done
    expect(res.status).toBe(503)
    expect(res.getHeader('retry-after')).toBe('3')
  })

  it('is still a 503 with the plain page when the site’s error page cannot be rendered without the database', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }))
    const render = errorDocumentRenderer('http://127.0.0.1:3000', 'token', async () => true)('/x')
    expect(await render(500)).toMatchObject({ status: 503, retryAfter: 3, body: fallbackDocument(503) })
  })

  it('keeps its own status while the database answers, and a 404 never asks', async () => {
    stubPages()
    const isDown = vi.fn(async () => false)
    const render = errorDocumentRenderer('http://127.0.0.1:3000', 'token', isDown)('/x')
    expect(await render(500)).not.toHaveProperty('status')
    await render(404)
    expect(isDown).toHaveBeenCalledTimes(1)
  })
})
