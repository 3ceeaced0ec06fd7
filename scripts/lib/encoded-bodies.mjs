// Next (16.4) hands a cached page to the response as one JavaScript string, and every response
// then encoded it for the wire again: to UTF-8 (most Persian characters take two bytes), and then
// compressed, since every browser asks for brotli or gzip. Compressing a 130 KB page took more CPU
// than the rest of the answer together, and halved the pages a server could send. The same string
// comes back from Next's page cache for each hit, so its encodings are made once each, kept here
// and reused. Bounded by entries and by bytes: the least recently sent body goes first.
import compression from 'compression'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { acceptedCoding } from './content-coding.mjs'

const MIN_CHARS = 4096

// Brotli at quality 6 makes a 130 KB page about a quarter smaller than gzip in under 2 ms; the
// higher qualities gain a few per cent for ten to a hundred times the time of a first answer.
const compress = {
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipSync(bytes, { level: 6 }),
}

/**
 * `prepare` turns a body into what is sent (once, when the body is first kept); `bytesOf` makes
 * its bytes (UTF-8 unless told otherwise).
 */
export function encodedBodies({ maxEntries = 256, maxBytes = 96 * 1024 * 1024, prepare = (text) => text, bytesOf = (text) => Buffer.from(prepare(text), 'utf8') } = {}) {
  const cache = new Map()
  let bytes = 0
  const drop = (text) => {
    const entry = cache.get(text)
    cache.delete(text)
    bytes -= entry.weight
  }
  /** The body's bytes in `coding` (identity: its UTF-8), made once while the body is kept. */
  return function encode(text, coding = 'identity') {
    let entry = cache.get(text)
    if (entry) {
      // Refresh its place: a Map iterates in insertion order, so the first key is the oldest.
      cache.delete(text)
      cache.set(text, entry)
    } else {
      const identity = bytesOf(text)
      // The key string is held as well: up to two bytes a character beside its encodings.
      entry = { identity, weight: text.length * 2 + identity.length }
      if (entry.weight > maxBytes) return coding === 'identity' ? identity : compress[coding](identity)
      cache.set(text, entry)
      bytes += entry.weight
    }
    if (!entry[coding]) {
      entry[coding] = compress[coding](entry.identity)
      entry.weight += entry[coding].length
      bytes += entry[coding].length
    }
    const result = entry[coding]
    while (cache.size > maxEntries || bytes > maxBytes) drop(cache.keys().next().value)
    return result
  }
}

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i

/** The coding `req` accepts for this response, or null when the body must go as it is. */
export function codingFor(req, res) {
  if (res.getHeader('content-encoding') || !compression.filter(req, res)) return null
  if (noTransform.test(String(res.getHeader('cache-control') ?? ''))) return null
  return acceptedCoding(req)
}

/**
 * Sends a large string body given to `res.end` as its kept bytes, compressed as the request
 * accepts (`Content-Encoding`, `Content-Length`), then tells `sent` (the front cache) what went.
 * Everything else goes on to the next `end`.
 */
export function reuseEncodedBodies(req, res, encode, sent = () => {}) {
  const end = res.end
  res.end = function endWithKeptBytes(chunk, encoding, callback) {
    if (typeof chunk !== 'string' || chunk.length < MIN_CHARS || (typeof encoding === 'string' && !/^utf-?8$/i.test(encoding))) {
      return end.call(this, chunk, encoding, callback)
    }
    const done = typeof encoding === 'function' ? encoding : callback
    const coding = this.headersSent ? 'identity' : (codingFor(req, this) ?? 'identity')
    return endWithEncoded(req, this, end, encode(chunk, coding), coding, done, sent)
  }
}

/**
 * Ends `res` with `body`, encoded in `coding`, through the next `end`: says so in its headers
 * while they are unsent, then tells `sent` (the front cache) what went.
 */
export function endWithEncoded(req, res, end, body, coding, done, sent) {
  if (!res.headersSent) {
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding)
    res.setHeader('Content-Length', body.length)
  }
  const result = end.call(res, body, done)
  sent(req, res, body)
  return result
}
