import type { getFormatter, getTranslations } from 'next-intl/server'
import type { DailyChange } from '@/lib/prices/daily-change'

type ChangeTranslator = Awaited<ReturnType<typeof getTranslations<'prices.change'>>>
type Formatter = Awaited<ReturnType<typeof getFormatter>>

/**
 * A day's change as sign, arrow and words, never colour alone: «▲ +۱٬۲۰۰ (+۳٫۱٪)», and for a
 * screen reader «up 1,200 toman, 3.1 percent». Digits stay left to right inside right-to-left text.
 * Synchronous, given the caller's translator and formatter: an async component is sent as a row of
 * its own in the page's flight data, and the board repeats this cell on every row.
 */
export function ChangeCell({ change, t, format }: { change: DailyChange | null; t: ChangeTranslator; format: Formatter }) {
  if (!change) return <span className="text-steel-500">{t('none')}</span>
  const direction = change.amount > 0 ? 'up' : change.amount < 0 ? 'down' : 'same'
  // A glyph rather than an icon's SVG: the board repeats it on every row.
  const arrow = { up: '▲', down: '▼', same: '■' }[direction]
  const sign = { up: '+', down: '−', same: '' }[direction]
  const amount = format.number(Math.abs(change.amount), 'whole')
  const percent = format.number(Math.abs(change.percent), 'digits')
  return (
    <span className="day-change" data-direction={direction}>
      <span aria-hidden>{arrow}</span>
      <span className="sr-only">{t(direction, { amount, percent })}</span>
      {/* One string, one text node: the board repeats this cell on every row. */}
      <span aria-hidden dir="ltr">{`${sign}${amount} (${sign}${t('percent', { value: percent })})`}</span>
    </span>
  )
}
