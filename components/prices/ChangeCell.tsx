import type { getFormatter, getTranslations } from 'next-intl/server'
import type { DailyChange } from '@/lib/prices/daily-change'
import { ChangeMarks, type ChangeTexts } from './ChangeMarks'

type ChangeTranslator = Awaited<ReturnType<typeof getTranslations<'prices.change'>>>
type Formatter = Awaited<ReturnType<typeof getFormatter>>

/**
 * A day's change in the page's words: «▲ +۱٬۲۰۰ (+۳٫۱٪)» shown, and for a screen reader «up 1,200
 * toman, 3.1 percent». Digits stay left to right inside right-to-left text.
 */
export function changeTexts(change: DailyChange | null, t: ChangeTranslator, format: Formatter): ChangeTexts {
  if (!change) return { none: t('none') }
  const direction = change.amount > 0 ? 'up' : change.amount < 0 ? 'down' : 'same'
  const sign = { up: '+', down: '−', same: '' }[direction]
  const amount = format.number(Math.abs(change.amount), 'whole')
  const percent = format.number(Math.abs(change.percent), 'digits')
  return { direction, spoken: t(direction, { amount, percent }), shown: `${sign}${amount} (${sign}${t('percent', { value: percent })})` }
}

/** A day's change, drawn on the server. Synchronous, given the caller's translator and formatter. */
export function ChangeCell({ change, t, format }: { change: DailyChange | null; t: ChangeTranslator; format: Formatter }) {
  return <ChangeMarks change={changeTexts(change, t, format)} />
}
