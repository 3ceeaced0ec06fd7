import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/seo/alternates'

// The public origin comes from SERVER_URL at run time, not from the machine that built the site.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl().origin
  const privatePaths = ['/admin', '/api/', '/auth', '/cart', '/order', '/profile']
  const disallow = ['', '/en', '/ar'].flatMap((prefix) => privatePaths.map((p) => (p.startsWith('/api') || p === '/admin' ? p : prefix + p)))
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...new Set(disallow)] }],
    sitemap: `${origin}/sitemap.xml`,
  }
}
