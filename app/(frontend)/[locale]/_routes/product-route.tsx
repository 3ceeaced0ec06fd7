import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { productPath } from '@/lib/catalog/paths'
import { getProduct } from '@/lib/catalog/product'
import { localizedPath, pageLocale } from '@/lib/i18n/config'
import { alternatesFor } from '@/lib/seo/alternates'
import { isSlug, parseId } from '@/lib/site/params'
import { ProductPage } from '@/components/product/ProductPage'

type Props = { params: Promise<{ locale: string; products: string; id: string }> }

async function load(params: Props['params']) {
  const { products, id } = await params
  const locale = await pageLocale(params)
  const productId = parseId(id)
  if (!isSlug(products) || productId === null) return null
  const product = await getProduct(locale, productId)
  return product ? { locale, products, product } : null
}

/**
 * The product page, served at /pr/{category}/{id} and /search/{category}/{id}. The /pr address is
 * canonical; a wrong category segment redirects there, an unknown id is the product 404.
 */
export function productRoute(base: '/pr' | '/search') {
  return {
    generateStaticParams: () => [],
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const found = await load(params)
      if (!found) return {}
      const { product, locale } = found
      return {
        title: product.title,
        description: product.summary,
        alternates: alternatesFor(locale, productPath(product)),
        openGraph: { title: product.title, description: product.summary, images: product.images.slice(0, 1).map((i) => i.url) },
      }
    },
    async Page({ params }: Props) {
      const found = await load(params)
      if (!found) notFound()
      const { locale, products, product } = found
      if (products !== product.categorySlug) permanentRedirect(localizedPath(locale, `${base}/${product.categorySlug}/${product.id}`))
      setRequestLocale(locale)
      return <ProductPage locale={locale} product={product} />
    },
  }
}
