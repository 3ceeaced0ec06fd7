// The client router asks for a page's flight data (text/x-component) when a link is followed or
// prefetched. For a page Next (16.4) has cached, that answer is one Buffer from its cache, which
// Next streams: it sends the headers, writes the Buffer, asks the compressor to flush and waits for
// it to drain. Compressed that way, a listing's 87 KB of flight data went at about 120 answers a
// second, against 630 sent plain and over 9,000 for the same listing's HTML (encoded-bodies.mjs);
// following a link cost the server some eighty times what opening the page did. Here such an
// answer is held whole, encoded once for each coding (kept like a page's), and sent with its length.
import { codingFor, endWithEncoded } from './encoded-bodies.mjs'

// Below this the compressor would send it as it is too (the `compression` package's threshold).
const MIN_BYTES = 1024

const fromCache = new Set(['HIT', 'STALE'])

/** Whether `res` is about to carry a whole answer from Next's cache to the client router. */
function isCachedFlight(res) {
  return (
    !res.headersSent &&
    res.statusCode === 200 &&
    fromCache.has(String(res.getHeader('x-nextjs-cache') ?? '')) &&
    String(res.getHeader('content-type') ?? '').startsWith('text/x-component')
  )
}

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))

/**
 * For a client router request: collects a cached flight answer Next writes to `res` and sends it
 * as `encode` keeps it (keyed by its bytes as a latin1 string, so any byte survives), then tells
 * `sent` (the front cache) what went. Any other answer goes through untouched.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(key: string, coding: 'br' | 'gzip') => Buffer} encode
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, body: Buffer) => void} [sent]
 */
export function reuseEncodedFlight(req, res, encode, sent = () => {}) {
  if (req.method !== 'GET' || req.headers.rsc === undefined) return
  const { write, end, flush, flushHeaders } = res
  // Decided at Next's first call: null until then, then the chunks held or false.
  let held = null
  const holding = () => {
    if (held === null) held = isCachedFlight(res) ? [] : false
    return held
  }

  res.flushHeaders = function flushHeadersOnceWhole() {
    if (holding()) return
    return flushHeaders.call(this)
  }
  res.flush = function flushOnceWhole() {
    if (holding()) return
    return flush?.call(this)
  }
  res.write = function writeOnceWhole(chunk, encoding, callback) {
    if (!holding()) return write.call(this, chunk, encoding, callback)
    held.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) process.nextTick(done)
    return true
  }
  res.end = function endWhole(chunk, encoding, callback) {
    if (!holding()) return end.call(this, chunk, encoding, callback)
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback
    if (chunk != null && typeof chunk !== 'function') held.push(toBuffer(chunk, encoding))
    const whole = Buffer.concat(held)
    held = false
    const coding = whole.length < MIN_BYTES ? 'identity' : (codingFor(req, this) ?? 'identity')
    return endWithEncoded(req, this, end, coding === 'identity' ? whole : encode(whole.toString('latin1'), coding), coding, done, sent)
  }
}
