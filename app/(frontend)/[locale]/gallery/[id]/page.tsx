import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { AlbumViewer } from '@/components/gallery/AlbumViewer'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { albumPath, getAlbum } from '@/lib/gallery/albums'
import { pageLocale } from '@/lib/i18n/config'
import { alternatesFor } from '@/lib/seo/alternates'
import { parseId } from '@/lib/site/params'
import { staticPages } from '@/lib/site/routes'
import { IslandMessages } from '@/components/i18n/IslandMessages'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Rendered on first visit, then cached until staff change the gallery. */
export const generateStaticParams = () => []

async function load(params: Props['params']) {
  const { id } = await params
  const locale = await pageLocale(params)
  const albumId = parseId(id)
  if (albumId === null) return null
  const album = await getAlbum(locale, albumId)
  return album ? { locale, album } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const { locale, album } = found
  return { title: album.title, description: album.description, alternates: alternatesFor(locale, albumPath(album.id)), openGraph: { images: album.cover ? [album.cover.url] : [] } }
}

export default async function AlbumPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { locale, album } = found
  setRequestLocale(locale)
  const t = await getTranslations('pages')
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('gallery'), href: staticPages.gallery }, { label: album.title }]} />
      <h1 className="mt-6 text-3xl font-bold text-steel-900">{album.title}</h1>
      {album.description ? <p className="mt-3 max-w-3xl text-steel-700">{album.description}</p> : null}
      <div className="mt-8">
        <IslandMessages paths={['gallery']}>
          <AlbumViewer pictures={album.pictures} title={album.title} />
        </IslandMessages>
      </div>
    </div>
  )
}
