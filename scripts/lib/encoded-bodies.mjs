// Next (16.4) hands a cached page to the response as one JavaScript string, and Node encodes that
// string to UTF-8 again for every response: for a Persian page of 100+ KB, most characters take two
// bytes and the encoding was the largest single cost of serving a cached page. The same string
// comes back from Next's page cache for each hit, so its encoding is kept here and reused.
// Bounded by entries and by bytes: the least recently sent body goes first.

const MIN_CHARS = 4096

// The key string is held as well: up to two bytes a character beside its encoding.
const weight = (text, buffer) => text.length * 2 + buffer.length

export function encodedBodies({ maxEntries = 256, maxBytes = 96 * 1024 * 1024 } = {}) {
  const cache = new Map()
  let bytes = 0
  return function encode(text) {
    let buffer = cache.get(text)
    if (buffer) {
      // Refresh its place: a Map iterates in insertion order, so the first key is the oldest.
      cache.delete(text)
      cache.set(text, buffer)
      return buffer
    }
    buffer = Buffer.from(text, 'utf8')
    if (weight(text, buffer) > maxBytes) return buffer
    cache.set(text, buffer)
    bytes += weight(text, buffer)
    while (cache.size > maxEntries || bytes > maxBytes) {
      const [oldest, old] = cache.entries().next().value
      cache.delete(oldest)
      bytes -= weight(oldest, old)
    }
    return buffer
  }
}

/** Sends a large string body given to `res.end` as its cached UTF-8 bytes. */
export function reuseEncodedBodies(res, encode) {
  const end = res.end
  res.end = function endWithCachedBytes(chunk, encoding, callback) {
    if (typeof chunk === 'string' && chunk.length >= MIN_CHARS && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))) {
      return end.call(this, encode(chunk), typeof encoding === 'function' ? encoding : callback)
    }
    return end.call(this, chunk, encoding, callback)
  }
}
