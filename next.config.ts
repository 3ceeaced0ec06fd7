import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { keptBlogListRewrites } from './lib/blog/blog-list-rewrites'
import { keptListingRewrites } from './lib/catalog/listing-rewrites'
import { keptBoardRewrites } from './lib/prices/board-rewrites'
import { adminPolicy, reportingEndpoints, storefrontPolicy } from './lib/security/content-security-policy'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // The catalogues are compiled when the app is built, so the browser gets ready-made messages and
    // a small formatter instead of the ICU parser (about 12 KB of gzip on every page).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})

// One id per build, inlined into the client and written to .next/BUILD_ID, so the client can tell
// when the server runs a newer build (version check, SPEC.md §4).
const buildId = process.env.NEXT_PUBLIC_BUILD_ID || `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`

const isProd = process.env.NODE_ENV === 'production'

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // A popup opened from the shop (a share target) cannot reach back into its window.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  { key: 'Reporting-Endpoints', value: reportingEndpoints() },
  ...(isProd ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The types are checked by their own suite (`npm test` runs tsc), not a second time in every build.
  typescript: { ignoreBuildErrors: true },
  // A build on a fresh CI clone is never built again, so its compiler cache (about 350 MB) is not written there.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // Redis when REDIS_URL is set (several instances share one cache), otherwise the file cache with
  // tag expirations that outlive a restart: lib/cache/next-cache-handler.mjs.
  cacheHandler: path.join(process.cwd(), 'lib', 'cache', 'next-cache-handler.mjs'),
  // One prom-client loaded from node_modules, the one the production server and the cache handler
  // load too, rather than a bundled copy per module graph (lib/ops/registry.mjs).
  serverExternalPackages: ['prom-client'],
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Every picture's srcset lists each of these widths: Next's defaults run to 3840 px (ten
    // candidates a card), though no picture here is shown wider than a 1920 px screen and a card
    // is at most half a tablet's; each card spent 1.5 KB of the listing's HTML on them.
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [64, 96, 128, 256, 384],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/:path((?!admin(?:/|$)).*)', headers: [{ key: 'Content-Security-Policy', value: storefrontPolicy({ dev: !isProd, tileUrl: process.env.NEXT_PUBLIC_MAP_TILE_URL }) }] },
      // `/admin/:path*` takes `/admin` itself too.
      { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: adminPolicy({ dev: !isProd }) }] },
    ]
  },
  async redirects() {
    // Certifications and branches are sections of the about and contact pages (QuickAccess links
    // there); their own names, typed or linked from elsewhere, lead to them instead of a 404.
    return [
      { source: '/certifications', destination: '/about#certifications', permanent: false },
      { source: '/:locale(en|ar)/certifications', destination: '/:locale/about#certifications', permanent: false },
      { source: '/branches', destination: '/contact#branches', permanent: false },
      { source: '/:locale(en|ar)/branches', destination: '/:locale/contact#branches', permanent: false },
    ]
  },
  async rewrites() {
    return {
      // Persian is the unprefixed default: serve /x from the [locale]=fa pages. Done here rather than
      // in the proxy (see proxy.ts). Runs after files and static routes, before dynamic ones.
      // Listing addresses neither searched nor filtered, blog lists of a page, month or tag, and the
      // price board by category, brand and sort go to their kept renders without entering the proxy.
      // Their rules name the locale, so a Persian list is given its prefix first (Next tries each of
      // these rules on the address the ones before it wrote): every request, any page's, walks them,
      // and the page's handler compiles them again.
      beforeFiles: [
        { source: '/:list(blog|search|prices)/:slug([^/.]+)?', destination: '/fa/:list/:slug*' },
        ...keptListingRewrites(),
        ...keptBlogListRewrites(),
        ...keptBoardRewrites(),
      ],
      afterFiles: [
        { source: '/', destination: '/fa' },
        { source: '/:path((?!(?:fa|en|ar|admin|api|_next)(?:/|$)).*)', destination: '/fa/:path' },
      ],
      fallback: [],
    }
  },
}

/**
 * Payload asks every route for the colour-scheme client hint (`Accept-CH`, `Critical-CH`,
 * `Vary: Sec-CH-Prefers-Color-Scheme`); only its admin reads it. On a storefront page `Critical-CH`
 * makes Chromium throw away a visitor's first response and ask again, so the hint is kept to /admin.
 */
function clientHintsForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    async headers() {
      return (await headers()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
      )
    },
  }
}

export default clientHintsForAdminOnly(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }))
