// @ts-check
// The shop's Prometheus metrics. Next loads this from several module graphs in one process (route
// handlers, server actions, the cache handler loaded by Node itself, scripts/serve.mjs), each with
// its own copy of this module and maybe of prom-client: the metrics live on globalThis so that every
// copy counts into the one registry a scrape reads. Nothing here may touch the database: a scrape
// reads counters kept in memory and the pool's own counts.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

const key = Symbol.for('steel.metrics')

/** @typedef {{ totalCount: number, idleCount: number, waitingCount: number }} PoolCounts */

function create() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  /** @type {{ pool: PoolCounts | null, pdfWaiting: number, pdfPrinting: number }} */
  const live = { pool: null, pdfWaiting: 0, pdfPrinting: 0 }
  const registers = [registry]
  return {
    registry,
    live,
    httpRequests: new Counter({ name: 'shop_http_requests_total', help: 'Requests answered, by route group and status', labelNames: ['group', 'status'], registers }),
    httpDuration: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by route group',
      labelNames: ['group'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    cache: new Counter({ name: 'shop_cache_requests_total', help: "Reads of Next's cache, by store (file, redis) and result (hit, miss)", labelNames: ['store', 'result'], registers }),
    sms: new Counter({ name: 'shop_sms_total', help: 'Text messages, by provider and result (sent, failed)', labelNames: ['provider', 'result'], registers }),
    mail: new Counter({ name: 'shop_mail_total', help: 'E-mails, by adapter and result (sent, failed)', labelNames: ['adapter', 'result'], registers }),
    orders: new Counter({ name: 'shop_orders_created_total', help: 'Orders created', registers }),
    receipts: new Counter({ name: 'shop_receipts_created_total', help: 'Payment receipts submitted', registers }),
    pdfQueue: new Gauge({
      name: 'shop_pdf_queue',
      help: 'PDFs being printed (printing) and waiting for the printer (waiting)',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'waiting' }, live.pdfWaiting)
        this.set({ state: 'printing' }, live.pdfPrinting)
      },
    }),
    dbPool: new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool: connections in use, idle, and requests waiting for one (absent on SQLite)',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = live.pool
        if (!pool) return
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    }),
  }
}

/** @typedef {ReturnType<typeof create>} ShopMetrics */

/** The process's one set of metrics, made by whichever module graph asks first. @returns {ShopMetrics} */
export function metrics() {
  const holder = /** @type {Record<symbol, ShopMetrics | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (holder[key] ??= create())
}
