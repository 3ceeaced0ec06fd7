// Who is asking, decided once at the server's door. Headers such as X-Forwarded-For are whatever
// the client wrote unless a proxy we run wrote them: TRUST_PROXY says how many proxies stand in
// front (0, the default: none, the socket's peer is the visitor). Everything after this reads one
// plain X-Forwarded-For holding the visitor's address, and forwarded host or protocol headers
// only when a proxy of ours set them.

/** The number of trusted proxy hops from a TRUST_PROXY value: a whole number ≥ 0, else 0. */
export function trustedHops(value) {
  const n = Number(value ?? 0)
  return Number.isInteger(n) && n > 0 ? n : 0
}

const plainAddress = (address) => (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

/**
 * The visitor's address: with `hops` trusted proxies, the entry that many places from the end of
 * the chain (X-Forwarded-For then the socket's peer), since each proxy appends what it saw and
 * only the entries our own proxies appended can be believed.
 */
export function clientAddress(socketAddress, forwardedFor, hops) {
  const peer = plainAddress(socketAddress) || 'unknown'
  if (hops <= 0) return peer
  const claimed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map((s) => plainAddress(s.trim())).filter(Boolean)
  const chain = [...claimed, peer]
  return chain[Math.max(0, chain.length - 1 - hops)]
}

/** Rewrites the request's headers so that what the app reads about the client can be believed. */
export function settleForwardedHeaders(req, hops) {
  req.headers['x-forwarded-for'] = clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for'], hops)
  delete req.headers['x-real-ip']
  delete req.headers.forwarded
  if (hops <= 0) {
    delete req.headers['x-forwarded-host']
    delete req.headers['x-forwarded-proto']
    delete req.headers['x-forwarded-port']
  }
}
