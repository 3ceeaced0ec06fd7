import { getFormatter, getTranslations } from 'next-intl/server'
import type { ProductDetail } from '@/lib/catalog/product'
import { formatJalaliMonth } from '@/lib/dates/format-jalali'
import { directionOf, type Locale } from '@/lib/i18n/config'
import { chartGeometry, chartRanges, priceSeries, type ChartRange, type PriceSeries } from '@/lib/prices/chart'
import { getPriceHistory } from '@/lib/prices/history'
import { getToman } from '@/components/catalog/toman-server'
import { ChangeCell } from './ChangeCell'

/**
 * Two drawings of each period: the SVG scales to its column, so its text does too. On a phone the
 * narrow one (300 units for a 288–358 px column) keeps the labels at 11–14 px with three dates; from
 * 640 px the wide one, five dates, its 12-unit labels at 11 px or more.
 */
const drawings = [
  { key: 'narrow', box: { width: 300, height: 200, top: 12, bottom: 28 }, axis: 76, dates: 3, className: 'sm:hidden', text: 'text-[12px]' },
  { key: 'wide', box: { width: 640, height: 240, top: 12, bottom: 28 }, axis: 80, dates: 5, className: 'hidden sm:block', text: 'text-[12px]' },
] as const

/**
 * The price over one, three and twelve months, drawn on the server: readable without JavaScript,
 * each period a radio choice (the stylesheet shows the chosen one), with its text alternative.
 */
export async function PriceChart({ locale, product }: { locale: Locale; product: ProductDetail }) {
  const history = await getPriceHistory(locale, product)
  const now = new Date()
  const periods = chartRanges.flatMap((months) => {
    const series = priceSeries(history, product.price, months, now)
    return series ? [{ months, series }] : []
  })
  if (!periods.length) return null
  const t = await getTranslations('prices.chart')
  return (
    <section aria-labelledby="price-chart-heading" className="price-chart" data-testid="price-chart">
      <h2 id="price-chart-heading" className="mb-3 text-xl font-bold">
        {t('title')}
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('period')}</legend>
        {periods.map(({ months }) => (
          <span key={months}>
            <input type="radio" name="price-range" id={`price-range-${months}`} value={months} defaultChecked={months === 3} className="peer sr-only" />
            <label htmlFor={`price-range-${months}`} className="cursor-pointer rounded-full bg-steel-100 px-3 py-1 text-sm peer-checked:bg-primary-600 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-primary-600 peer-focus-visible:ring-offset-2">
              {t(`range.${months}`)}
            </label>
          </span>
        ))}
      </fieldset>
      {periods.map(({ months, series }) => (
        <PricePeriod key={months} locale={locale} product={product} months={months} series={series} />
      ))}
    </section>
  )
}

async function PricePeriod({ locale, product, months, series }: { locale: Locale; product: ProductDetail; months: ChartRange; series: PriceSeries }) {
  const [t, tChange, format] = await Promise.all([getTranslations(), getTranslations('prices.change'), getFormatter()])
  const rtl = directionOf(locale) === 'rtl'
  const toman = await getToman()
  const day = (at: number) => (months === 12 ? formatJalaliMonth(new Date(at), locale) : format.dateTime(new Date(at), 'jalaliDay'))
  const first = series.points[0]!
  const id = `price-chart-${months}`
  const description = t('prices.chart.description', {
    product: product.title,
    start: format.dateTime(new Date(first.at), 'jalaliDate'),
    startPrice: toman(first.price),
    price: toman(product.price),
    low: toman(series.low),
    high: toman(series.high),
  })
  return (
    <div data-range={months} className="price-range-panel mt-3" data-testid={`price-period-${months}`}>
      {drawings.map(({ key, box, axis, dates, className, text }) => {
        const geometry = chartGeometry(series, { ...box, left: rtl ? 8 : axis, right: rtl ? axis : 8 }, rtl, dates)
        const svgId = `${id}-${key}`
        return (
          <svg key={key} viewBox={`0 0 ${box.width} ${box.height}`} className={`h-auto w-full ${className}`} role="img" aria-labelledby={`${svgId}-title`} aria-describedby={`${svgId}-desc`} data-drawing={key}>
            <title id={`${svgId}-title`}>{`${t('prices.chart.title')}: ${t(`prices.chart.range.${months}`)}`}</title>
            <desc id={`${svgId}-desc`}>{description}</desc>
            {geometry.yTicks.map((tick) => (
              <g key={tick.value}>
                <line x1={rtl ? 8 : axis} x2={box.width - (rtl ? axis : 8)} y1={tick.y} y2={tick.y} className="stroke-steel-200" strokeWidth={1} />
                <text x={rtl ? box.width - 4 : axis - 6} y={tick.y + 4} textAnchor={rtl ? 'start' : 'end'} direction={rtl ? 'rtl' : 'ltr'} className={`fill-steel-600 ${text}`} data-axis="price">
                  {format.number(tick.value, 'whole')}
                </text>
              </g>
            ))}
            {geometry.xTicks.map((tick) => (
              // The labels at the ends lean inwards, so none is cut by the edge ('start' is the right
              // end of a label in right-to-left text).
              <text key={tick.at} x={tick.x} y={box.height - 8} textAnchor={tick.x < box.width * 0.2 ? (rtl ? 'end' : 'start') : tick.x > box.width * 0.8 ? (rtl ? 'start' : 'end') : 'middle'} className={`fill-steel-600 ${text}`} data-axis="time">
                {day(tick.at)}
              </text>
            ))}
            <path d={geometry.path} fill="none" className="stroke-primary-600" strokeWidth={2} strokeLinejoin="round" data-testid="price-line" />
          </svg>
        )
      })}
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-steel-600">{t('prices.chart.high')}</dt>
          <dd className="font-semibold" data-testid="period-high">{toman(series.high)}</dd>
        </div>
        <div>
          <dt className="text-steel-600">{t('prices.chart.low')}</dt>
          <dd className="font-semibold" data-testid="period-low">{toman(series.low)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-steel-600">{t('prices.chart.change')}</dt>
          <dd className="font-semibold" data-testid="period-change">
            <ChangeCell change={series.change} t={tChange} format={format} />
          </dd>
        </div>
      </dl>
    </div>
  )
}
