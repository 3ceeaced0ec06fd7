// @ts-check
import { metrics } from './registry.mjs'

/**
 * The group a request is counted under: few enough values for a label, telling apart what is slow
 * for different reasons (a page render, an API read, the admin, a server action, Next's files).
 * @param {string} method
 * @param {string} url
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function routeGroup(method, url, headers) {
  const path = url.split('?')[0] ?? '/'
  if (method === 'POST' && headers['next-action']) return 'action'
  if (path.startsWith('/_next/image')) return 'image'
  if (path.startsWith('/_next/')) return 'asset'
  if (path === '/api/metrics' || path === '/api/health') return 'probe'
  if (path === '/api' || path.startsWith('/api/')) return 'api'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (/\.[A-Za-z0-9]+$/.test(path)) return 'asset'
  return 'page'
}

/**
 * Counts the request and times it once its answer is finished (or the visitor went away).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function observeRequest(req, res) {
  const started = process.hrtime.bigint()
  const group = routeGroup(req.method ?? 'GET', req.url ?? '/', req.headers)
  let done = false
  const record = () => {
    if (done) return
    done = true
    const m = metrics()
    m.httpRequests.inc({ group, status: String(res.statusCode) })
    m.httpDuration.observe({ group }, Number(process.hrtime.bigint() - started) / 1e9)
  }
  res.once('finish', record)
  res.once('close', record)
}
