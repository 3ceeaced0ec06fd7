/** Methods that only read; anything else changes state and must come from the site's own pages. */
const readOnly = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request that changes state was sent by a page of another site (a form or script there
 * posting to our API: login CSRF, or acting for a signed-in visitor). Browsers say where a request
 * comes from in Sec-Fetch-Site, and older ones in Origin; a request with neither is not a browser
 * acting for another site (a script or our own server) and is judged by its credentials alone.
 * `ownHosts`: the host names (with port) the site answers on.
 */
export function isCrossSiteWrite(method: string, headers: Headers, ownHosts: readonly string[]): boolean {
  if (readOnly.has(method.toUpperCase())) return false
  const site = headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return true
  const origin = headers.get('origin')
  if (!origin) return false
  try {
    return !ownHosts.includes(new URL(origin).host)
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not one of ours.
    return true
  }
}

/** The hosts a request may come from: the one it was sent to, and the configured public one. */
export function ownHostsOf(headers: Headers, serverUrl: string | undefined): string[] {
  const hosts = [headers.get('host'), headers.get('x-forwarded-host')?.split(',')[0]?.trim()]
  if (serverUrl) {
    try {
      hosts.push(new URL(serverUrl).host)
    } catch {
      // A malformed SERVER_URL names nothing.
    }
  }
  return hosts.filter((h): h is string => Boolean(h))
}
