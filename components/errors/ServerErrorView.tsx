'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { Link } from '@/components/i18n/AnchorLink'
import { useDocumentTitle } from '@/components/layout/SiteTitle'

/**
 * SPEC.md §8: the generic error page, 'Internal Server Error' unless a status says otherwise.
 * "Try again" re-renders the part that failed when the page is running, or reloads a page the
 * server sent as the error page.
 */
export function ServerErrorView({ status = 500, onRetry }: { status?: number; onRetry?: () => void }) {
  const t = useTranslations('errors')
  const format = useFormatter()
  // 503: the database did not answer (scripts/lib/error-documents.mjs); asking again shortly helps.
  const heading = status === 503 ? t('unavailable') : t('serverError')
  useDocumentTitle(heading)
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center" data-status={status}>
      <p className="text-6xl font-black text-primary-600">{format.number(status, 'digits')}</p>
      <h1 className="mt-4 text-2xl font-bold">{heading}</h1>
      <p className="mt-3 text-steel-700">{t('serverErrorHint')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={onRetry ?? (() => window.location.reload())} className="rounded-md bg-primary-600 px-5 py-2.5 font-medium text-white hover:bg-primary-700">
          {t('retry')}
        </button>
        <Link href="/" className="rounded-md border border-primary-600 px-5 py-2.5 font-medium text-primary-700">
          {t('backHome')}
        </Link>
      </div>
    </div>
  )
}
