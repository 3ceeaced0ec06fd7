import { metrics } from '@/lib/ops/registry.mjs'

/** A series' value as a scrape would read it (0 when nothing was counted yet). */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = metrics().registry.getSingleMetric(name)
  if (!metric) throw new Error(`no metric ${name}`)
  const { values } = await metric.get()
  return values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))?.value ?? 0
}
