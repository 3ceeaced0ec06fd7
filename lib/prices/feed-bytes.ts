import { LRUCache } from 'lru-cache'

/**
 * The feed's answers as the bytes sent, kept in this process by their ETag: a strong hash of the
 * body (feed-answer.ts), so one ETag is always the same bytes and nothing here can go stale. Without
 * it every request wrote the same 43 KB of JSON into UTF-8 again. The least recently sent are let go
 * once the kept ones pass `maxBytes` (a board of 10,000 products is several MB an answer, and each
 * set of filters has its own); an answer larger than that is sent without being kept.
 */
export function feedBytesKeeper({ maxBytes = 8 * 1024 * 1024 } = {}) {
  const kept = new LRUCache<string, Uint8Array<ArrayBuffer>>({ maxSize: maxBytes, sizeCalculation: (bytes) => Math.max(1, bytes.byteLength) })
  const encoder = new TextEncoder()
  return function bytesOf(etag: string, body: string): Uint8Array<ArrayBuffer> {
    const known = kept.get(etag)
    if (known) return known
    const bytes = encoder.encode(body)
    kept.set(etag, bytes)
    return bytes
  }
}
