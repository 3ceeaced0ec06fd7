'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { Link } from '@/components/i18n/AnchorLink'
import { useDocumentTitle } from '@/components/layout/SiteTitle'
import { staticPages } from '@/lib/site/routes'

/**
 * SPEC.md §8: 'Page Not Found: {path}' (or 'Product not found' for a product address), with the
 * path the visitor asked for. The server passes the path when it renders the page; during client
 * navigation it is the current one.
 */
export function NotFoundView({ path, kind = 'page' }: { path?: string; kind?: 'page' | 'product' }) {
  const t = useTranslations()
  const format = useFormatter()
  const current = usePathname()
  const shown = decodeSafe(path ?? current)
  const heading = kind === 'product' ? t('product.notFound') : t('errors.notFound')
  useDocumentTitle(heading)
  // The path is a left-to-right run inside a right-to-left sentence: isolated, it keeps its slash in front.
  const pathLine = t.rich('errors.notFoundPath', { path: shown, ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center" data-status="404">
      <p className="text-6xl font-black text-primary-600">{format.number(404, 'digits')}</p>
      {kind === 'product' ? (
        <>
          <h1 className="mt-4 text-2xl font-bold">{heading}</h1>
          <p className="mt-3 break-words text-steel-700">{pathLine}</p>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-bold break-words">{pathLine}</h1>
          <p className="mt-3 text-steel-700">{t('errors.notFoundHint')}</p>
        </>
      )}
      <Link href={kind === 'product' ? staticPages.search : staticPages.home} className="mt-8 inline-block rounded-md bg-primary-600 px-5 py-2.5 font-medium text-white hover:bg-primary-700">
        {kind === 'product' ? t('catalog.allProducts') : t('errors.backHome')}
      </Link>
    </div>
  )
}

function decodeSafe(s: string) {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
