import { createHash, timingSafeEqual } from 'node:crypto'

// Hashed first so both sides have one length: timingSafeEqual needs that, and the token's length is
// not given away either.
const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Who may read the metrics: 404 while METRICS_TOKEN is not configured (the route does not exist
 * for anyone), 401 for a missing or wrong bearer token, null when the scrape may go ahead.
 */
export function metricsRefusal(authorization: string | null, token: string | undefined): 404 | 401 | null {
  if (!token) return 404
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? ''
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0 ? null : 401
}
