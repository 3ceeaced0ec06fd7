// Server-rendered error pages for page requests.
//
// Next (16.4) answers a page request that fails while rendering (notFound() in a page rendered per
// request, any thrown error) with the right status but an empty `<html id="__next_error__">` shell:
// the 404/500 text only appears once JavaScript has run, because React's error boundaries do not
// run on the server. Crawlers and slow phones saw a blank page. Like a reverse proxy's
// `error_page`, the server therefore replaces the body of a failed page request with the site's
// own error page, which Next renders like any other page (header, footer, the URL's language) at
// /{locale}/error-document. The status stays what Next decided.
import { randomBytes } from 'node:crypto'
import { errorDocumentHeader, errorDocumentPath } from '../../lib/site/error-document.js'
import { currentRequestId } from '../../lib/ops/request-context.mjs'
import { requestIdHeader } from '../../lib/ops/request-id.mjs'

/**
 * A request a person or crawler makes for a page: a GET for HTML that is not the client router's
 * data request, an API call, the admin, a Next asset or a file.
 */
export function isPageRequest(req) {
  if (req.method !== 'GET' || req.headers.rsc !== undefined || req.headers[errorDocumentHeader] !== undefined) return false
  const accept = req.headers.accept ?? ''
  if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return false
  return isPageAddress(req.url)
}

/** An address of a page: not an API call, the admin, a Next asset or a file. */
export function isPageAddress(url = '/') {
  const path = url.split('?')[0]
  return !/^\/(?:_next|api|admin)(?:\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path)
}

/** Last resort when the error page itself cannot be rendered (the database is down, say). */
export function fallbackDocument(status) {
  const notFound = status === 404
  const line = (lang, dir, fa, en, ar) => `<h1 lang="${lang}" dir="${dir}">${{ fa, en, ar }[lang]}</h1>`
  const text = (lang, dir) =>
    notFound
      ? line(lang, dir, 'صفحه پیدا نشد', 'Page Not Found', 'الصفحة غير موجودة')
      : status === 503
        ? line(lang, dir, 'سایت لحظاتی در دسترس نیست؛ چند ثانیه دیگر دوباره تلاش کنید.', 'The shop is briefly unavailable; try again in a few seconds.', 'المتجر غير متاح للحظات؛ حاول مرة أخرى بعد بضع ثوانٍ.')
        : line(lang, dir, 'خطای داخلی سرور', 'Internal Server Error', 'خطأ داخلي في الخادم')
  return [
    '<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${status}</title></head>`,
    `<body style="font-family:Tahoma,system-ui,sans-serif;text-align:center;padding:4rem 1rem"><p style="font-size:3rem;font-weight:900;color:#1a7d47">${status}</p>`,
    text('fa', 'rtl'), text('en', 'ltr'), text('ar', 'rtl'),
    '<p><a href="/">خانه · Home · الرئيسية</a></p></body></html>',
  ].join('')
}

/** A secret for this process, so only the server itself can ask for an error page. */
export function newErrorDocumentToken() {
  return randomBytes(16).toString('hex')
}

/**
 * Watches `res` for a page request. When Next starts an HTML answer with status 404 or 5xx, its body
 * is dropped and `render(status)` supplies the page sent instead, under Next's status and headers.
 */
export function serveErrorDocuments(req, res, render) {
  if (!isPageRequest(req)) return
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let status = 0
  let replacement = null

  res.writeHead = function writeHead(code, ...rest) {
    if (replacement) return this
    const headers = rest.find((r) => r && typeof r === 'object') ?? {}
    const type = String(headers['content-type'] ?? headers['Content-Type'] ?? this.getHeader('content-type') ?? '')
    if ((code === 404 || code >= 500) && type.startsWith('text/html')) {
      status = code
      replacement = render(code).catch(() => ({ body: fallbackDocument(code), type: 'text/html; charset=utf-8' }))
      return this
    }
    return original.writeHead.call(this, code, ...rest)
  }
  res.write = function write(chunk, encoding, callback) {
    if (!replacement) return original.write.call(this, chunk, encoding, callback)
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) queueMicrotask(done)
    return true
  }
  res.end = function end(chunk, encoding, callback) {
    if (!replacement) return original.end.call(this, chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function')
    replacement.then(({ body, type, status: instead, retryAfter }) => {
      const bytes = Buffer.from(body)
      for (const name of ['content-encoding', 'content-length', 'etag', 'transfer-encoding']) this.removeHeader(name)
      this.setHeader('content-type', type)
      this.setHeader('content-length', bytes.length)
      if (retryAfter) this.setHeader('retry-after', String(retryAfter))
      original.writeHead.call(this, instead ?? status)
      original.end.call(this, bytes, done)
    })
    return this
  }
}

/**
 * Whether this server's database answers, by its own health probe: a page that failed while it does
 * not is the database's failure, not the page's.
 */
async function databaseDown(origin) {
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(3_000) })
    const { database } = await response.json()
    return database !== 'ok'
  } catch {
    return false
  }
}

/** Seconds after which a visitor (or a balancer) may ask again for a page the database could not serve. */
export const unavailableRetryAfter = 3

/**
 * Fetches the error page for a failed request from this same server. A page that failed (5xx) while
 * the database does not answer is answered 503 with Retry-After, as the API routes are, so a
 * balancer tries another instance and a visitor is told to try again, not that the page is broken.
 */
export function errorDocumentRenderer(origin, token, isDatabaseDown = () => databaseDown(origin)) {
  return (url) => async (status) => {
    const unavailable = status >= 500 && (await isDatabaseDown())
    const shown = unavailable ? 503 : status
    let page
    try {
      const response = await fetch(origin + errorDocumentPath(url, shown), {
        // The failed request's id, so the error page's own log lines are found with it.
        headers: { [errorDocumentHeader]: token, accept: 'text/html', ...(currentRequestId() ? { [requestIdHeader]: currentRequestId() } : {}) },
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`error page answered ${response.status}`)
      page = { body: await response.text(), type: response.headers.get('content-type') ?? 'text/html; charset=utf-8' }
    } catch (error) {
      // Without its database the site's error page may not render either: the plain one, still a 503.
      if (!unavailable) throw error
      page = { body: fallbackDocument(503), type: 'text/html; charset=utf-8' }
    }
    return unavailable ? { ...page, status: 503, retryAfter: unavailableRetryAfter } : page
  }
}
