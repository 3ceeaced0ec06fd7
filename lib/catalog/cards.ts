import type { Brand, Category, Media, Product } from '@/cms/payload-types'

export type ImageRef = { url: string; alt: string; width: number; height: number }

export type ProductCard = {
  id: number
  categorySlug: string
  title: string
  summary?: string
  price: number
  oldPrice?: number
  unit: Product['unit']
  /** Toman per kilogram where the weight is known (derived on save). */
  pricePerKg?: number
  /** Kilograms per unit of sale where the weight is known (derived on save). */
  kgPerUnit?: number
  stock: Product['stock']
  brand?: { slug: string; name: string }
  image?: ImageRef
}

/** A card's own fields and its picture, without the brand and category it names. */
export const cardBodySelect = {
  title: true,
  summary: true,
  price: true,
  oldPrice: true,
  unit: true,
  pricePerKg: true,
  kgPerUnit: true,
  stock: true,
  images: true,
} as const

/** The fields a product card needs. */
export const cardSelect = { ...cardBodySelect, brand: true, category: true } as const

/**
 * The brands and category slugs of one locale by id, for cards read without populating them: both
 * lists are small and cached with the catalogue, so a listing need not ask the database for them.
 */
export type CardLinks = {
  brands: ReadonlyMap<number, { slug: string; name: string }>
  categorySlugs: ReadonlyMap<number, string>
}

/** Payload writes absolute URLs when SERVER_URL is set; pages use the path so next/image serves it locally. */
function localUrl(url: string): string {
  const u = new URL(url, 'http://local')
  return u.pathname + u.search
}

/** What any page shows of a picture. Payload derives its url from the filename: without it there is no picture. */
export const mediaPopulate = { url: true, filename: true, alt: true, width: true, height: true, sizes: true } as const

/** Only what a card shows of the documents it links to. */
export const cardPopulate = {
  brands: { slug: true, name: true },
  categories: { slug: true },
  media: mediaPopulate,
} as const

export function imageRef(media: number | Media | null | undefined, size: 'card' | 'thumb' | 'original' = 'card'): ImageRef | undefined {
  if (!media || typeof media !== 'object' || !media.url) return undefined
  const sized = size === 'original' ? undefined : media.sizes?.[size]
  return {
    url: localUrl(sized?.url || media.url),
    alt: media.alt ?? '',
    width: sized?.width || media.width || 800,
    height: sized?.height || media.height || 600,
  }
}

type CardSource = Pick<Product, 'id' | 'title' | 'summary' | 'price' | 'oldPrice' | 'unit' | 'pricePerKg' | 'kgPerUnit' | 'stock'> & {
  brand?: number | Brand | null
  category?: number | Category | null
  images?: (number | Media)[] | null
}

/** A product as a card. A brand or category given only by id is named from `links`. */
export function toCard(p: CardSource, links?: CardLinks): ProductCard {
  const brand = typeof p.brand === 'number' ? links?.brands.get(p.brand) : p.brand ? { slug: p.brand.slug, name: p.brand.name } : undefined
  const categorySlug = typeof p.category === 'number' ? links?.categorySlugs.get(p.category) : p.category?.slug
  return {
    id: p.id,
    categorySlug: categorySlug ?? 'products',
    title: p.title,
    summary: p.summary ?? undefined,
    price: p.price,
    oldPrice: p.oldPrice ?? undefined,
    unit: p.unit,
    pricePerKg: p.pricePerKg ?? undefined,
    kgPerUnit: p.kgPerUnit ?? undefined,
    stock: p.stock,
    brand,
    image: imageRef(p.images?.[0]),
  }
}
