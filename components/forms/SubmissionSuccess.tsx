'use client'

import { CheckCircle2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { Link } from '@/components/i18n/AnchorLink'

/** The end of a long form: thanks and the reference number to quote. */
export function SubmissionSuccess({ reference }: { reference: string }) {
  const t = useTranslations('forms.success')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    window.scrollTo({ top: 0 })
    heading.current?.focus()
  }, [])
  return (
    <div className="rounded-xl border border-primary-200 bg-primary-50 p-6 text-center" data-testid="submission-success">
      <CheckCircle2 className="mx-auto size-12 text-primary-700" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-xl font-bold text-steel-900 outline-none">{t('title')}</h2>
      <p className="mt-4 text-sm text-steel-700">{t('reference')}</p>
      <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-primary-900" dir="ltr" data-testid="reference">{reference}</p>
      <p className="mt-3 text-sm text-steel-600">{t('keep')}</p>
      <Link href="/" className="mt-6 inline-block rounded-lg bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800">{t('home')}</Link>
    </div>
  )
}
