import { headers } from 'next/headers'
import { ipFromHeaders } from './ip-from-headers'

/** The visitor's address for rate limits, in server components, actions and route handlers. */
export async function clientIp(): Promise<string> {
  return ipFromHeaders(await headers())
}
