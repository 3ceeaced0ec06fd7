import { ServerImage } from '@/components/layout/ServerImage'
import { getFormatter, getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'
import { albumPath, type AlbumCard as Card } from '@/lib/gallery/albums'

export async function AlbumCard({ album }: { album: Card }) {
  const [t, format] = await Promise.all([getTranslations('gallery'), getFormatter()])
  return (
    <article data-testid="album-card" className="group overflow-hidden rounded-xl border border-steel-200 bg-white transition hover:shadow-md">
      <Link href={albumPath(album.id)} className="block">
        <div className="relative aspect-[3/2] bg-steel-50">
          {album.cover ? <ServerImage src={album.cover.url} alt={album.cover.alt || album.title} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" /> : null}
        </div>
        <div className="p-4">
          <h2 className="font-semibold group-hover:text-primary-700">{album.title}</h2>
          <p className="mt-1 text-sm text-steel-500">{t('pictures', { count: album.count, formatted: format.number(album.count, 'digits') })}</p>
        </div>
      </Link>
    </article>
  )
}
