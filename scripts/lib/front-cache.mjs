// A cached page sent again from memory before Next sees the request. Next (16.4) answers a page it
// has cached by walking its routing rules, rewrites and headers, and reading its cache: that walk
// cost more than the rest of the answer, and a plain page from Next's cache went at about the
// floor's rate, some machines below it. Here the last answer Next gave for the same request (a
// `x-nextjs-cache: HIT` page or the client router's flight data for one, its headers and its
// encoded bytes) is sent again as it was, for a few seconds at most and only until any cached page
// expires: an edit that expires a tag, here or (through Redis) in another instance, empties it
// (lib/cache/expiry-signal.mjs), and an answer Next gave from before that expiry is not kept.
import isBot from 'next/dist/shared/lib/router/utils/is-bot.js'
import { expiriesHeard, onExpiry } from '../../lib/cache/expiry-signal.mjs'
import { acceptedCoding } from './content-coding.mjs'
import { isPageAddress, isPageRequest } from './error-documents.mjs'

// What Next's answer to the client router's request (a link followed or prefetched) varies on, as
// its Vary header says, and the address the link was followed from (Next-Url, for intercepted
// routes). A page request carrying any of them is not what it seems and is never kept.
const routerHeaders = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-url']

/**
 * What Next's answer to a page request is made of, beside the URL: how it is compressed, whether
 * the visitor is a crawler (Next renders some pages otherwise for one), the address it was asked
 * at, and the cookies (the locale guard redirects on one); for the client router, its headers.
 * Null for a request never kept (a range asks for part of an answer).
 */
function frontKey(req) {
  const h = req.headers
  const router = h.rsc !== undefined
  if (router ? req.method !== 'GET' || !isPageAddress(req.url) : !isPageRequest(req)) return null
  if (h.range !== undefined || (!router && routerHeaders.some((name) => h[name] !== undefined))) return null
  const bot = isBot.getBotType(h['user-agent'] ?? '') ?? ''
  const variant = router ? routerHeaders.map((name) => h[name] ?? '').join('\n') : 'page'
  return `${acceptedCoding(req)}\n${bot}\n${h.host ?? ''}\n${h['x-forwarded-host'] ?? ''}\n${h['x-forwarded-proto'] ?? ''}\n${h.cookie ?? ''}\n${variant}\n${req.url}`
}

/** How long a shared cache may keep the answer (`s-maxage`), or null when it must not keep it. */
function sharedMaxAge(res) {
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/i.test(cacheControl)) return null
  const match = /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl)
  return match ? Number(match[1]) : null
}

/**
 * `seconds`: the longest a page is sent again (0: never). Bounded by entries and by bytes, the least
 * recently sent first out. `heard` says whether every expiry reaches this process; while it does
 * not, nothing is sent from here or kept.
 */
export function frontCache({ seconds = 5, maxEntries = 1000, maxBytes = 64 * 1024 * 1024, now = () => performance.now(), heard = expiriesHeard, expiries = onExpiry } = {}) {
  if (!(seconds > 0)) seconds = 0
  const entries = new Map()
  // What each request Next is answering was asked with, and when: an answer begun before an expiry
  // may hold what it expired.
  const asked = new WeakMap()
  let bytes = 0
  let generation = 0

  const drop = (key) => {
    bytes -= entries.get(key).body.length
    entries.delete(key)
  }
  const clear = () => {
    entries.clear()
    bytes = 0
    generation++
  }
  if (seconds > 0) expiries(clear)

  return {
    get size() {
      return entries.size
    },
    /** Sends the page kept for `req` and says true; otherwise notes the request for `keep`. */
    serve(req, res) {
      if (seconds <= 0 || !heard()) return false
      const key = frontKey(req)
      if (key === null) return false
      const entry = entries.get(key)
      if (entry && entry.until > now()) {
        entries.delete(key)
        entries.set(key, entry)
        res.writeHead(200, entry.headers)
        res.end(entry.body)
        return true
      }
      if (entry) drop(key)
      // Next may take the router's headers off the request while answering it: what was asked is noted now.
      asked.set(req, { key, generation, type: req.headers.rsc === undefined ? 'text/html' : 'text/x-component' })
      return false
    },
    /** Called once `res` has sent all of `body`: keeps it when it was a page from Next's cache. */
    keep(req, res, body) {
      const request = asked.get(req)
      if (!request || request.generation !== generation || !heard()) return
      if (res.statusCode !== 200 || res.getHeader('x-nextjs-cache') !== 'HIT' || res.hasHeader('set-cookie')) return
      if (!String(res.getHeader('content-type') ?? '').startsWith(request.type)) return
      const maxAge = sharedMaxAge(res)
      if (!maxAge || body.length > maxBytes) return
      if (entries.has(request.key)) drop(request.key)
      entries.set(request.key, { headers: { ...res.getHeaders() }, body, until: now() + Math.min(seconds, maxAge) * 1000 })
      bytes += body.length
      while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value)
    },
  }
}
