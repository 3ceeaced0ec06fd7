import type { MetadataRoute } from 'next'
import { getPostPaths } from '@/lib/blog/posts'
import { getCataloguePaths } from '@/lib/catalog/sitemap'
import { getAlbumPaths } from '@/lib/gallery/albums'
import { siteUrl } from '@/lib/seo/alternates'
import { sitemapEntries } from '@/lib/seo/sitemap'
import { indexablePages, staticPages } from '@/lib/site/routes'

// The public origin comes from SERVER_URL at run time, not from the machine that built the site.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [catalogue, posts, albums] = await Promise.all([getCataloguePaths(), getPostPaths(), getAlbumPaths()])
  const paths = [...indexablePages.map((k) => staticPages[k]), ...catalogue, ...posts.map((p) => p.path), ...albums]
  return sitemapEntries(siteUrl().origin, paths)
}
