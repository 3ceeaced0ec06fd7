import { productPath } from '@/lib/catalog/paths'
import { getProduct } from '@/lib/catalog/product'
import { isLocale, localizedPath } from '@/lib/i18n/config'

/**
 * A product's short address (`/p/12`, `/en/p/12`), for text messages, where every character
 * counts: it leads to the product's page in that language. Unknown or unpublished: 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params
  const product = isLocale(locale) && /^[1-9]\d{0,9}$/.test(id) ? await getProduct(locale, Number(id)) : null
  if (!product || !isLocale(locale)) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  // A path: the browser stays on the host it asked for.
  return new Response(null, { status: 308, headers: { Location: localizedPath(locale, productPath(product)), 'Cache-Control': 'public, max-age=3600' } })
}
