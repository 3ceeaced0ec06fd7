import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/seo/alternates'
import { sitemapEntries } from '@/lib/seo/sitemap'

// The public origin comes from SERVER_URL at run time, not from the machine that built the site.
export const dynamic = 'force-dynamic'

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(siteUrl().origin)
}
