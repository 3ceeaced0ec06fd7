'use client'

import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { Link } from '@/components/i18n/navigation'

/** SPEC.md §8: 'Page Not Found: {path}', with the path the visitor asked for. */
export function NotFoundView() {
  const t = useTranslations('errors')
  const path = usePathname()
  useEffect(() => {
    document.title = t('notFound')
  }, [t])
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center" data-status="404">
      <p className="text-6xl font-black text-primary-600">404</p>
      <h1 className="mt-4 text-2xl font-bold break-words">
        {t('notFoundPath', { path: decodeURIComponentSafe(path) })}
      </h1>
      <p className="mt-3 text-steel-700">{t('notFoundHint')}</p>
      <Link href="/" className="mt-8 inline-block rounded-md bg-primary-600 px-5 py-2.5 font-medium text-white hover:bg-primary-700">
        {t('backHome')}
      </Link>
    </div>
  )
}

function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
