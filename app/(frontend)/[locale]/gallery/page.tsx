import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AlbumCard } from '@/components/gallery/AlbumCard'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { pageMetadata } from '@/components/layout/page-metadata'
import { getAlbums } from '@/lib/gallery/albums'
import { pageLocale } from '@/lib/i18n/config'
import { staticPages } from '@/lib/site/routes'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params)
  return pageMetadata(locale, 'gallery', staticPages.gallery)
}

export default async function GalleryPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, albums] = await Promise.all([getTranslations(), getAlbums(locale)])
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('pages.gallery') }]} />
      <h1 className="mt-6 text-3xl font-bold text-steel-900">{t('pages.gallery')}</h1>
      {albums.length ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {albums.map((a) => (
            <AlbumCard key={a.id} album={a} />
          ))}
        </div>
      ) : (
        <p className="mt-8 rounded-xl border border-dashed border-steel-200 p-8 text-center text-steel-500">{t('gallery.empty')}</p>
      )}
    </div>
  )
}
