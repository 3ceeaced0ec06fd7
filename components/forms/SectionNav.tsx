'use client'

import { useFormatter, useTranslations } from 'next-intl'

type Props = { sections: { id: string; title: string; errors: number }[] }

/** The long form's table of contents, marking sections that still hold mistakes. */
export function SectionNav({ sections }: Props) {
  const t = useTranslations('forms')
  const format = useFormatter()
  return (
    <nav aria-label={t('sections')} className="lg:sticky lg:top-24">
      <p className="mb-2 text-sm font-semibold text-steel-700">{t('sections')}</p>
      <ol className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {sections.map((s, i) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="flex items-center gap-2 rounded-lg px-2 py-1 text-sm text-steel-700 hover:bg-steel-100">
              <span className="inline-flex size-6 items-center justify-center rounded-full bg-steel-100 text-xs">{format.number(i + 1, 'digits')}</span>
              {s.title}
              {s.errors > 0 ? <span className="ms-auto rounded-full bg-red-100 px-2 text-xs font-semibold text-red-800">{format.number(s.errors, 'digits')}</span> : null}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
