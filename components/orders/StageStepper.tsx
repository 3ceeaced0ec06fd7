import { Check } from 'lucide'
import { getFormatter, getTranslations } from 'next-intl/server'
import type { Order } from '@/cms/payload-types'
import type { Locale } from '@/lib/i18n/config'
import { formatJalali } from '@/lib/dates/format-jalali'
import { orderStages, stageIndex } from '@/lib/orders/stages'
import { Icon } from '@/components/icons/Icon'

/** The delivery stages as a stepper: reached stages with their Jalali date, the current one marked. */
export async function StageStepper({ order, locale }: { order: Pick<Order, 'stage' | 'history'>; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations('orders'), getFormatter()])
  const current = stageIndex(order.stage)
  // The latest time each stage was reached (an order moved back and forward again shows the last).
  const reachedAt = new Map<string, string>()
  for (const h of order.history ?? []) reachedAt.set(h.stage, h.at)
  return (
    <ol className="grid gap-3 sm:grid-cols-7" aria-label={t('progress')} data-testid="stepper">
      {orderStages.map((stage, i) => {
        const done = i <= current
        const at = done ? reachedAt.get(stage) : undefined
        return (
          <li key={stage} className="flex items-start gap-3 sm:flex-col sm:items-center sm:text-center" data-stage={stage} data-state={i === current ? 'current' : done ? 'done' : 'todo'} aria-current={i === current ? 'step' : undefined}>
            <span aria-hidden className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 ${done ? 'border-primary-600 bg-primary-600 text-white' : 'border-steel-300 text-steel-400'}`}>
              {done ? <Icon icon={Check} aria-hidden className="size-4" /> : format.number(i + 1, 'digits')}
            </span>
            <span>
              {/* A screen reader hears where the stage stands: "stage 3 of 7: quality control, reached …". */}
              <span className="sr-only">{t('stageOf', { n: i + 1, total: orderStages.length })} </span>
              <span className={`block text-sm font-medium ${i === current ? 'text-primary-800' : done ? 'text-steel-800' : 'text-steel-500'}`}>
                {t(`stages.${stage}`)}
                {/* On screen the date is a line of its own; read aloud, a pause sets it apart from the name. */}
                {at || !done ? <span className="sr-only">{t('reachedSeparator')}</span> : null}
              </span>
              <span className="block text-xs text-steel-500">{at ? t('reachedOn', { date: formatJalali(at, locale) }) : done ? '' : t('pending')}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
