import { afterEach, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/api/metrics/route'
import { routeGroup } from '@/lib/ops/http-metrics.mjs'
import { metricsRefusal } from '@/lib/ops/metrics-auth'
import { metrics } from '@/lib/ops/registry.mjs'
import { counted } from '@/lib/sms/counted'
import { SmsSendError } from '@/lib/sms/types'

const scrape = (authorization?: string) => GET(new Request('http://shop.test/api/metrics', { headers: authorization ? { authorization } : {} }))

/** A counter's value for these labels, read as a scrape reads it. */
async function valueOf(name: string, labels: Record<string, string> = {}) {
  const metric = metrics().registry.getSingleMetric(name)
  const values = (await metric!.get()).values
  return values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))?.value ?? 0
}

afterEach(() => vi.unstubAllEnvs())

describe('who may read the metrics', () => {
  it('is nobody while METRICS_TOKEN is not set: the route is a 404', async () => {
    vi.stubEnv('METRICS_TOKEN', '')
    expect(metricsRefusal('Bearer anything', undefined)).toBe(404)
    expect((await scrape('Bearer anything')).status).toBe(404)
  })

  it('refuses a missing or wrong token with 401', async () => {
    vi.stubEnv('METRICS_TOKEN', 'scrape-token-1234')
    for (const header of [undefined, 'Bearer wrong', 'Bearer scrape-token-12345', 'Basic scrape-token-1234', 'Bearer ']) {
      const res = await scrape(header)
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
    }
  })

  it('answers the bearer in Prometheus text, never cached', async () => {
    vi.stubEnv('METRICS_TOKEN', 'scrape-token-1234')
    const res = await scrape('Bearer scrape-token-1234')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    for (const series of ['shop_http_requests_total', 'shop_http_request_duration_seconds', 'shop_cache_requests_total', 'shop_sms_total', 'shop_mail_total', 'shop_orders_created_total', 'shop_receipts_created_total', 'shop_pdf_queue', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(text).toContain(`# TYPE ${series}`)
    }
  })
})

describe('what is counted', () => {
  it('groups requests by the kind of route', () => {
    expect(routeGroup('GET', '/', {})).toBe('page')
    expect(routeGroup('GET', '/en/pr/pipes/12?x=1', {})).toBe('page')
    expect(routeGroup('POST', '/auth/login', { 'next-action': 'abc' })).toBe('action')
    expect(routeGroup('GET', '/api/cart', {})).toBe('api')
    expect(routeGroup('GET', '/api/health', {})).toBe('probe')
    expect(routeGroup('GET', '/admin/collections/orders', {})).toBe('admin')
    expect(routeGroup('GET', '/_next/static/chunks/a.js', {})).toBe('asset')
    expect(routeGroup('GET', '/_next/image?url=x', {})).toBe('image')
    expect(routeGroup('GET', '/favicon.ico', {})).toBe('asset')
  })

  it('counts texts sent and failed, by provider', async () => {
    const sentBefore = await valueOf('shop_sms_total', { provider: 'test', result: 'sent' })
    const failedBefore = await valueOf('shop_sms_total', { provider: 'test', result: 'failed' })
    let fail = false
    const sender = counted({ name: 'test', send: async () => { if (fail) throw new SmsSendError('down') } })
    await sender.send({ to: '09123456789', text: 'x' })
    fail = true
    await expect(sender.send({ to: '09123456789', text: 'x' })).rejects.toThrow('down')
    expect(await valueOf('shop_sms_total', { provider: 'test', result: 'sent' })).toBe(sentBefore + 1)
    expect(await valueOf('shop_sms_total', { provider: 'test', result: 'failed' })).toBe(failedBefore + 1)
  })

  it('reads the PostgreSQL pool from its own counts, and is one registry for every copy of the module', async () => {
    metrics().live.pool = { totalCount: 7, idleCount: 2, waitingCount: 3 }
    expect(await valueOf('shop_db_pool_connections', { state: 'in_use' })).toBe(5)
    expect(await valueOf('shop_db_pool_connections', { state: 'waiting' })).toBe(3)
    metrics().live.pool = null
    vi.resetModules()
    const again = await import('@/lib/ops/registry.mjs')
    expect(again.metrics()).toBe(metrics())
  })
})
