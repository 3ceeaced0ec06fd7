// Content Security Policy of the storefront and of the admin, sent as response headers from
// next.config.ts so that cached pages keep being cached: a per-request nonce would make every page
// dynamic. Next's own inline scripts (the data the page hydrates from) therefore need
// 'unsafe-inline'; everything that is fetched, framed, posted or embedded is held to this site.
// Browsers report what the policy blocked to the site's own endpoint (lib/security/csp-reports.ts).
import { cspReportGroup, cspReportPath } from './csp-reports'

type Directives = Record<string, string[]>

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ')

/** Where map tiles come from: the configured tile URL's origin, `{s}` sub-domains as a wildcard. */
export function tileSource(tileUrl: string | undefined): string {
  const template = tileUrl || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
  const match = /^(https?:)\/\/([^/?#]+)/.exec(template)
  const host = match?.[2]?.replaceAll(/\{[a-z]+\}/g, '*')
  return match && host && /^[\w*.-]+(:\d+)?$/.test(host) ? `${match[1]}//${host}` : "'self'"
}

const common = (dev: boolean): Directives => ({
  'default-src': ["'self'"],
  // Dev mode's fast refresh evaluates code; production never does.
  'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  // report-to through the Reporting-Endpoints header (reportingEndpoints()); report-uri for browsers
  // without the Reporting API (those with it ignore report-uri when report-to is present).
  'report-uri': [cspReportPath],
  'report-to': [cspReportGroup],
})

/** The Reporting-Endpoints header that names the endpoint `report-to` refers to. */
export const reportingEndpoints = () => `${cspReportGroup}="${cspReportPath}"`

/** The storefront: pictures from the site (and the map's tiles), nothing framed. */
export function storefrontPolicy({ dev = false, tileUrl }: { dev?: boolean; tileUrl?: string } = {}): string {
  return serialize({ ...common(dev), 'img-src': ["'self'", 'data:', 'blob:', tileSource(tileUrl)], 'frame-src': ["'none'"], 'worker-src': ["'self'"] })
}

/** Payload's admin: previews of chosen files are blob: URLs, and it may frame its own pages. */
export function adminPolicy({ dev = false }: { dev?: boolean } = {}): string {
  return serialize({ ...common(dev), 'img-src': ["'self'", 'data:', 'blob:'], 'media-src': ["'self'", 'blob:'], 'frame-src': ["'self'"], 'worker-src': ["'self'", 'blob:'] })
}
