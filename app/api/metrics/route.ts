import { metricsRefusal } from '@/lib/ops/metrics-auth'
import { metrics } from '@/lib/ops/registry.mjs'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * Prometheus's scrape: the counters this instance keeps in memory, for METRICS_TOKEN's bearer only.
 * Never reads the database (the pool's figures are its own counts), so scraping costs no query.
 */
export async function GET(request: Request) {
  const refusal = metricsRefusal(request.headers.get('authorization'), process.env.METRICS_TOKEN)
  if (refusal === 404) return new Response('Not found', { status: 404, headers: noStore })
  if (refusal === 401) return new Response('Unauthorized', { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } })
  const { registry } = metrics()
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, ...noStore } })
}
