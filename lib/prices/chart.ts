import { dailyChange, type DailyChange } from './daily-change'

/** The periods the product page charts, in months. */
export const chartRanges = [1, 3, 12] as const
export type ChartRange = (typeof chartRanges)[number]

export type PricePoint = { at: number; price: number }
export type PriceSeries = { points: PricePoint[]; high: number; low: number; change: DailyChange | null }

/**
 * The price through one period: the price in effect when it began (or the first price, if the
 * product is younger), each change within it, and today's price at its end. Prices hold between
 * changes, so the chart draws steps.
 */
export function priceSeries(history: PricePoint[], price: number, months: ChartRange, now: Date): PriceSeries | null {
  const start = new Date(now)
  start.setMonth(start.getMonth() - months)
  const before = history.filter((p) => p.at <= start.getTime()).at(-1)
  const within = history.filter((p) => p.at > start.getTime() && p.at <= now.getTime())
  const points = [...(before ? [{ at: start.getTime(), price: before.price }] : []), ...within, { at: now.getTime(), price }]
  if (points.length < 2) return null
  const prices = points.map((p) => p.price)
  return { points, high: Math.max(...prices), low: Math.min(...prices), change: dailyChange(price, points[0]!.price) }
}

export type ChartBox = { width: number; height: number; left: number; right: number; top: number; bottom: number }
export type ChartGeometry = { path: string; yTicks: { y: number; value: number }[]; xTicks: { x: number; at: number }[] }

/** Four round price levels that cover low…high. */
function priceTicks(low: number, high: number): number[] {
  const span = Math.max(high - low, high * 0.02, 1)
  const raw = span / 3
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!
  const first = Math.floor(low / step) * step
  return [0, 1, 2, 3, 4].map((i) => first + i * step).filter((v, i, all) => i === 0 || all[i - 1]! < high)
}

/**
 * Coordinates of a step line in the box. Time runs right to left on right-to-left pages, as the
 * reader's eye does (`rtl`). `xTickCount` dates along the time axis, both ends included.
 */
export function chartGeometry(series: PriceSeries, box: ChartBox, rtl: boolean, xTickCount = 5): ChartGeometry {
  const t0 = series.points[0]!.at
  const t1 = series.points.at(-1)!.at
  const ticks = priceTicks(series.low, series.high)
  const v0 = ticks[0]!
  const v1 = Math.max(ticks.at(-1)!, series.high)
  const plotWidth = box.width - box.left - box.right
  const plotHeight = box.height - box.top - box.bottom
  const x = (t: number) => {
    const f = (t - t0) / Math.max(t1 - t0, 1)
    return round(rtl ? box.width - box.right - f * plotWidth : box.left + f * plotWidth)
  }
  const y = (v: number) => round(box.top + (1 - (v - v0) / Math.max(v1 - v0, 1)) * plotHeight)
  const [first, ...rest] = series.points
  const path = `M${x(first!.at)} ${y(first!.price)}` + rest.map((p) => ` H${x(p.at)} V${y(p.price)}`).join('')
  const xTicks = Array.from({ length: xTickCount }, (_, i) => t0 + ((t1 - t0) * i) / (xTickCount - 1)).map((at) => ({ x: x(at), at }))
  return { path, yTicks: ticks.map((value) => ({ y: y(value), value })), xTicks }
}

const round = (n: number) => Math.round(n * 10) / 10
