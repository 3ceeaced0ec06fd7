import { headers } from 'next/headers'

/**
 * The visitor's address for rate limits. Behind a reverse proxy the last X-Forwarded-For entry is
 * the one our proxy added (earlier entries are whatever the client claimed); without a proxy
 * Next.js fills the header from the socket.
 */
export async function clientIp(): Promise<string> {
  const h = await headers()
  const forwarded = h.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean)
  return forwarded?.at(-1) || h.get('x-real-ip') || 'unknown'
}
