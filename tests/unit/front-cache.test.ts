import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { announceExpiry } from '@/lib/cache/expiry-signal.mjs'
import { encodedBodies, reuseEncodedBodies } from '@/scripts/lib/encoded-bodies.mjs'
import { reuseEncodedFlight } from '@/scripts/lib/encoded-flight.mjs'
import { frontCache } from '@/scripts/lib/front-cache.mjs'

const page = (text: string) => `<!DOCTYPE html><html lang="fa"><body><h1>${text}</h1>${'لوله و پروفیل فولادی '.repeat(400)}</body></html>`

/** `flight`: answered as Next answers the client router from its cache (the body as a Buffer, streamed). */
type Answer = { status?: number; headers?: Record<string, string>; body: string; delay?: Promise<void>; flight?: boolean }
type Options = Parameters<typeof frontCache>[0]

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => (s.close(r), s.closeAllConnections()))))
})

/**
 * The server's order of work (scripts/serve.mjs) around a stand-in for Next that answers with
 * `answer(req)` as Next answers a cached page: headers, then the whole page as one string; or, for
 * the client router, the router's headers taken off the request and the body streamed.
 */
async function serverWith(answer: (req: IncomingMessage) => Answer, options: Options = {}) {
  const front = frontCache({ expiries: () => () => {}, ...options })
  const encode = encodedBodies()
  const encodeFlight = encodedBodies({ bytesOf: (key) => Buffer.from(key, 'latin1') })
  let reachedNext = 0
  const server = http.createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (front.serve(req, res)) return
    reuseEncodedBodies(req, res, encode, front.keep)
    reuseEncodedFlight(req, res, encodeFlight, front.keep)
    reachedNext++
    const { status = 200, headers = {}, body, delay, flight } = answer(req)
    await delay
    res.statusCode = status
    const type = flight ? 'text/x-component' : 'text/html; charset=utf-8'
    for (const [name, value] of Object.entries({ 'content-type': type, 'cache-control': 's-maxage=31536000', 'x-nextjs-cache': 'HIT', ...headers })) {
      if (value) res.setHeader(name, value)
    }
    if (!flight) return res.end(body)
    delete req.headers.rsc
    res.flushHeaders()
    res.write(Buffer.from(body))
    res.end()
  })
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const res = await fetch(base + path, { method, headers: { 'accept-encoding': 'br, gzip', ...headers } })
    return { status: res.status, headers: res.headers, text: await res.text() }
  }
  return { front, get, reached: () => reachedNext }
}

describe('the front cache: a cached page asked for again is sent without Next', () => {
  it('sends the same page and headers again without asking Next', async () => {
    const { get, reached } = await serverWith(() => ({ body: page('about'), headers: { 'x-frame-options': 'SAMEORIGIN', vary: 'rsc, Accept-Encoding' } }))
    const first = await get('/en/about')
    const again = await get('/en/about')
    expect(reached()).toBe(1)
    expect(again.text).toBe(page('about'))
    expect(again.text).toBe(first.text)
    for (const name of ['content-type', 'cache-control', 'x-nextjs-cache', 'x-frame-options', 'vary', 'content-encoding', 'content-length']) {
      expect(again.headers.get(name), name).toBe(first.headers.get(name))
    }
    expect(again.headers.get('content-encoding')).toBe('br')
    expect(again.headers.get('date')).toBeTruthy()
  })

  it('keeps apart what Next may answer otherwise: the address, its query, the coding, cookies, crawlers', async () => {
    const { get, reached } = await serverWith((req) => ({ body: page(`${req.url} ${req.headers.cookie ?? ''}`) }))
    await get('/about')
    expect((await get('/about?utm_source=x')).text).toBe(page('/about?utm_source=x '))
    expect(reached()).toBe(2)
    // Each variant once to Next, then from the front cache.
    const variants: Record<string, string>[] = [{ 'accept-encoding': 'gzip' }, { cookie: 'i18n_redirected=en' }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }]
    for (const headers of variants) {
      const before = reached()
      await get('/about', headers)
      expect(reached(), JSON.stringify(headers)).toBe(before + 1)
      await get('/about', headers)
      expect(reached(), JSON.stringify(headers)).toBe(before + 1)
    }
    expect((await get('/about', { cookie: 'i18n_redirected=en' })).text).toBe(page('/about i18n_redirected=en'))
    expect((await get('/about', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip')
  })

  it('keeps only whole pages from Next\'s cache that a shared cache may keep, sent to anyone', async () => {
    const cases: [string, Partial<Answer>][] = [
      ['/rendered', { headers: { 'x-nextjs-cache': 'MISS' } }],
      ['/dynamic', { headers: { 'x-nextjs-cache': '', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } }],
      ['/private', { headers: { 'cache-control': 'private, s-maxage=60' } }],
      ['/cookie', { headers: { 'set-cookie': 'session=1' } }],
      ['/missing', { status: 404 }],
      ['/feed', { headers: { 'content-type': 'application/json' } }],
    ]
    const { get, reached } = await serverWith((req) => ({ body: page(req.url!), ...cases.find(([path]) => path === req.url)?.[1] }))
    for (const [path] of cases) {
      await get(path)
      await get(path)
    }
    expect(reached()).toBe(cases.length * 2)
  })

  it('sends the client router\'s flight data for a cached page again, kept apart by what Next varies it on', async () => {
    const flight = (req: IncomingMessage) => `0:{"page":"${req.url}","tree":"${req.headers['next-router-state-tree'] ?? ''}"}\n${'1:["$","div",null,{"children":"لوله"}]\n'.repeat(200)}`
    const { get, reached } = await serverWith((req) => (req.headers.rsc === undefined ? { body: page(req.url!) } : { body: flight(req), flight: true }))
    const router = { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D', 'next-url': '/en' }
    const first = await get('/en/about?_rsc=a1', router)
    expect(first.headers.get('content-type')).toBe('text/x-component')
    expect(first.headers.get('content-encoding')).toBe('br')
    const again = await get('/en/about?_rsc=a1', router)
    expect(reached()).toBe(1)
    expect(again.text).toBe(first.text)
    expect(again.text).toContain('"page":"/en/about?_rsc=a1"')
    expect(again.headers.get('content-length')).toBe(first.headers.get('content-length'))

    // Another page's tree, a prefetch, a segment, another coding: each once to Next, then kept.
    const variants: Record<string, string>[] = [
      { ...router, 'next-router-state-tree': '%5B%22x%22%5D' },
      { ...router, 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
      { ...router, 'next-url': '/en/blog' },
      { ...router, 'accept-encoding': 'gzip' },
    ]
    for (const headers of variants) {
      const before = reached()
      await get('/en/about?_rsc=a1', headers)
      await get('/en/about?_rsc=a1', headers)
      expect(reached(), JSON.stringify(headers)).toBe(before + 1)
    }
    // The page itself at the same address is another answer.
    expect((await get('/en/about?_rsc=a1')).text).toBe(page('/en/about?_rsc=a1'))
    expect(reached()).toBe(variants.length + 2)
  })

  it('keeps of the client router\'s answers only flight data from Next\'s cache', async () => {
    // Rendered for this request; a page's HTML where flight data was asked for.
    const { get, reached } = await serverWith((req) => (req.url!.startsWith('/rendered') ? { body: 'x'.repeat(5000), flight: true, headers: { 'x-nextjs-cache': 'MISS' } } : { body: page('x') }))
    for (const path of ['/rendered?_rsc=1', '/html?_rsc=1']) {
      await get(path, { rsc: '1' })
      await get(path, { rsc: '1' })
    }
    expect(reached()).toBe(4)
  })

  it('never answers a range, a HEAD, a page request with the router\'s headers, or an API, admin or file request', async () => {
    const { get, reached } = await serverWith(() => ({ body: page('x') }))
    const requests: [string, Record<string, string>, string?][] = [
      ['/en/about', { 'next-router-prefetch': '1' }],
      ['/en/about', { 'next-router-state-tree': '%5B%22%22%5D' }],
      ['/en/about', { range: 'bytes=0-10' }],
      ['/en/about', { rsc: '1', range: 'bytes=0-10' }],
      ['/api/products', { rsc: '1' }],
      ['/en/about', {}, 'HEAD'],
      ['/api/products', {}],
      ['/admin', {}],
      ['/robots.txt', {}],
    ]
    for (const [path, headers, method] of requests) {
      await get(path, headers, method)
      await get(path, headers, method)
    }
    expect(reached()).toBe(requests.length * 2)
  })

  it('empties on any expiry, and does not keep an answer Next began before one', async () => {
    let expire = () => {}
    let release = () => {}
    let version = 'old'
    let held: Promise<void> | undefined
    const { get, reached } = await serverWith(() => ({ body: page(version), delay: held }), { expiries: (listener: () => void) => ((expire = listener), () => {}) })
    await get('/')
    expect((await get('/')).text).toBe(page('old'))
    expect(reached()).toBe(1)

    version = 'new'
    expire()
    expect((await get('/')).text).toBe(page('new'))
    expect(reached()).toBe(2)

    // Next reads the page before an edit and answers after its expiry: that answer is sent, not kept.
    await get('/en')
    held = new Promise((resolve) => (release = resolve))
    const slow = get('/en', { cookie: 'a=1' })
    await new Promise((r) => setTimeout(r, 50))
    expire()
    held = undefined
    release()
    await slow
    const before = reached()
    await get('/en', { cookie: 'a=1' })
    expect(reached()).toBe(before + 1)
  })

  it('is emptied by the cache handler\'s expiry signal', async () => {
    const { get, reached } = await serverWith(() => ({ body: page('x') }), { expiries: undefined })
    await get('/en/services')
    await get('/en/services')
    expect(reached()).toBe(1)
    announceExpiry()
    await get('/en/services')
    expect(reached()).toBe(2)
  })

  it('sends a page again for a few seconds at most, and no longer than a shared cache may keep it', async () => {
    let clock = 0
    const { get, reached } = await serverWith((req) => ({ body: page('x'), headers: { 'cache-control': req.url === '/short' ? 's-maxage=2, stale-while-revalidate=60' : 's-maxage=31536000' } }), { seconds: 5, now: () => clock })
    await get('/long')
    await get('/short')
    clock = 1_999
    await get('/long')
    await get('/short')
    expect(reached()).toBe(2)
    clock = 2_000
    await get('/long')
    await get('/short')
    expect(reached()).toBe(3)
    clock = 5_000
    await get('/long')
    expect(reached()).toBe(4)
  })

  it('neither sends nor keeps while expiries from other instances may be missed, and is off at 0 seconds', async () => {
    let heard = false
    const { get, reached } = await serverWith(() => ({ body: page('x') }), { heard: () => heard })
    await get('/a')
    await get('/a')
    expect(reached()).toBe(2)
    heard = true
    await get('/a')
    await get('/a')
    expect(reached()).toBe(3)
    heard = false
    await get('/a')
    expect(reached()).toBe(4)

    const off = await serverWith(() => ({ body: page('x') }), { seconds: 0 })
    await off.get('/a')
    await off.get('/a')
    expect(off.reached()).toBe(2)
  })

  it('keeps no more pages than it is allowed, the least recently sent going first', async () => {
    const { get, reached, front } = await serverWith((req) => ({ body: page(req.url!) }), { maxEntries: 2 })
    await get('/a')
    await get('/b')
    await get('/a')
    await get('/c') // /b is now the least recently sent
    expect(front.size).toBe(2)
    await get('/a')
    expect(reached()).toBe(3)
    await get('/b')
    expect(reached()).toBe(4)
  })
})
