import type { GalleryAlbum } from '@/cms/payload-types'
import { cached } from '@/lib/cache/cached'
import { cacheTags } from '@/lib/cache/tags'
import type { ImageRef } from '@/lib/catalog/cards'
import { locales, type Locale } from '@/lib/i18n/config'
import { figureMediaSelect, figureRef } from '@/lib/media/figure'
import { getPayloadClient } from '@/lib/payload'

export type Picture = { full: ImageRef; thumb: ImageRef; caption?: string }
export type AlbumCard = { id: number; title: string; description?: string; cover?: ImageRef; count: number }
export type AlbumDetail = AlbumCard & { pictures: Picture[] }

const populate = { media: figureMediaSelect } as const

/** The album row's caption wins; a picture without one shows the caption stored with the picture. */
function pictures(album: GalleryAlbum): Picture[] {
  return (album.pictures ?? []).flatMap((p) => {
    const full = figureRef(p.image, 'original')
    const thumb = figureRef(p.image, 'card')
    const caption = p.caption?.trim() || full?.caption
    return full && thumb ? [{ full, thumb, caption }] : []
  })
}

function toCard(a: GalleryAlbum): AlbumCard {
  const pics = pictures(a)
  return { id: a.id, title: a.title, description: a.description ?? undefined, cover: pics[0]?.thumb, count: pics.length }
}

export async function readAlbums(locale: Locale, limit?: number): Promise<AlbumCard[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'gallery-albums', locale, sort: ['sortOrder', '-id'], depth: 1, populate, pagination: false, limit, overrideAccess: false })
  return docs.map(toCard)
}

export function getAlbums(locale: Locale, limit?: number) {
  return cached(() => readAlbums(locale, limit), ['gallery-albums', locale, String(limit ?? 'all')], [cacheTags.gallery(locale)])
}

export async function readAlbum(locale: Locale, id: number): Promise<AlbumDetail | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'gallery-albums', locale, where: { id: { equals: id } }, limit: 1, depth: 1, populate, overrideAccess: false })
  const a = docs[0]
  return a ? { ...toCard(a), pictures: pictures(a) } : null
}

export function getAlbum(locale: Locale, id: number) {
  return cached(() => readAlbum(locale, id), ['gallery-album', locale, String(id)], [cacheTags.gallery(locale)])
}

export const albumPath = (id: number) => `/gallery/${id}`

export async function readAlbumPaths(): Promise<string[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'gallery-albums', pagination: false, depth: 0, select: { sortOrder: true }, sort: 'id', overrideAccess: false })
  return docs.map((d) => albumPath(d.id))
}

export function getAlbumPaths() {
  return cached(readAlbumPaths, ['gallery-paths'], locales.map(cacheTags.gallery))
}
