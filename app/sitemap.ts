import type { MetadataRoute } from 'next'
import { getCataloguePaths } from '@/lib/catalog/sitemap'
import { siteUrl } from '@/lib/seo/alternates'
import { sitemapEntries } from '@/lib/seo/sitemap'
import { indexablePages, staticPages } from '@/lib/site/routes'

// The public origin comes from SERVER_URL at run time, not from the machine that built the site.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const paths = [...indexablePages.map((k) => staticPages[k]), ...(await getCataloguePaths())]
  return sitemapEntries(siteUrl().origin, paths)
}
