'use client'

import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { Link } from '@/components/i18n/navigation'

/** SPEC.md §8: 'Product not found', still the 404 page with the path asked for. */
export function ProductNotFound() {
  const t = useTranslations()
  const path = usePathname()
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center" data-status="404">
      <p className="text-6xl font-black text-primary-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('product.notFound')}</h1>
      <p className="mt-3 break-words text-steel-700">{t('errors.notFoundPath', { path })}</p>
      <Link href="/search" className="mt-8 inline-block rounded-md bg-primary-600 px-5 py-2.5 font-medium text-white hover:bg-primary-700">
        {t('catalog.allProducts')}
      </Link>
    </div>
  )
}
