/**
 * The feed's answers as the bytes sent, kept in this process by their ETag: a strong hash of the
 * body (feed-answer.ts), so one ETag is always the same bytes and nothing here can go stale. Without
 * it every request wrote the same 43 KB of JSON into UTF-8 again. The oldest answers are let go once
 * the kept ones pass `maxBytes`: a board of 10,000 products is several MB an answer, and each set of
 * filters has its own.
 */
export function feedBytesKeeper({ maxBytes = 8 * 1024 * 1024 } = {}) {
  const kept = new Map<string, Uint8Array<ArrayBuffer>>()
  const encoder = new TextEncoder()
  let total = 0
  return function bytesOf(etag: string, body: string): Uint8Array<ArrayBuffer> {
    const known = kept.get(etag)
    if (known) {
      // Used again: it goes to the back of the line to be let go.
      kept.delete(etag)
      kept.set(etag, known)
      return known
    }
    const bytes = encoder.encode(body)
    // An answer larger than the whole store is sent without being kept.
    if (bytes.byteLength > maxBytes) return bytes
    for (const [oldest, old] of kept) {
      if (total + bytes.byteLength <= maxBytes) break
      kept.delete(oldest)
      total -= old.byteLength
    }
    kept.set(etag, bytes)
    total += bytes.byteLength
    return bytes
  }
}
