import { getFormatter, getTranslations } from 'next-intl/server'
import { Link } from '@/components/i18n/AnchorLink'

/** Page links around the current one: the one paging element of the site (catalogue, blog, orders). */
export async function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null
  const t = await getTranslations('catalog')
  const format = await getFormatter()
  const pages = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, totalPages])].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b)
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-1" data-testid="pagination">
      {page > 1 ? <Link href={hrefFor(page - 1)} rel="prev" className="rounded px-3 py-1 hover:bg-steel-100">{t('previous')}</Link> : null}
      {pages.map((p, i) => (
        <span key={p} className="flex items-center gap-1">
          {i > 0 && p - pages[i - 1]! > 1 ? <span aria-hidden>…</span> : null}
          <Link href={hrefFor(p)} aria-current={p === page ? 'page' : undefined} className={`rounded px-3 py-1 ${p === page ? 'bg-primary-600 text-white' : 'hover:bg-steel-100'}`}>
            {format.number(p, 'digits')}
          </Link>
        </span>
      ))}
      {page < totalPages ? <Link href={hrefFor(page + 1)} rel="next" className="rounded px-3 py-1 hover:bg-steel-100">{t('next')}</Link> : null}
      <span className="sr-only">{t('page', { page: format.number(page, 'digits'), total: format.number(totalPages, 'digits') })}</span>
    </nav>
  )
}
