import { useLocale } from 'next-intl'
import { toLocale } from '@/lib/i18n/config'
import { localizeDigits } from '@/lib/i18n/numbering'

/**
 * `ltr`: a code or number read left to right (national ID, postal code, phone), written in the
 * page's digits like every other number; `latin`: a standard code that keeps its Latin digits (IBAN).
 */
export type DetailLine = { label: string; value: string | null | undefined; ltr?: boolean; latin?: boolean }

/** "Label: value" lines (a party on an invoice, the buyer of an order); empty ones are left out, codes read left to right. */
export function DetailList({ lines, className = 'space-y-0.5' }: { lines: readonly DetailLine[]; className?: string }) {
  const locale = toLocale(useLocale())
  return (
    <dl className={className}>
      {lines
        .filter((l) => l.value)
        .map((l) => (
          <div key={l.label}>
            <dt className="inline text-steel-600 print:text-black">{l.label}: </dt>
            <dd className="inline" dir={l.ltr ? 'ltr' : 'auto'}>
              {l.ltr && !l.latin ? localizeDigits(l.value!, locale) : l.value}
            </dd>
          </div>
        ))}
    </dl>
  )
}
