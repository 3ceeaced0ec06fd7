// The production server: Next's own request handler on Node's HTTP server, plus only what Next
// cannot do (README, Error pages): forwarded headers from trusted hops only (forwarded.mjs), a 413
// for an oversized server action before Next reads it (action-body-limit.mjs), and failed page
// requests answered with the site's server-rendered error page (error-documents.mjs).
// Every request is given its id here (x-request-id, on every answer and every log line of its work,
// lib/ops/request-context.mjs) and counted for the metrics (lib/ops/http-metrics.mjs): only the
// server sees every request, the proxy only those its matcher lets in.
// Compression, ETags and caching are Next's. PORT (3000) and HOST (all interfaces) say where it listens.
import http from 'node:http'
import next from 'next'
import { refuseOversizedAction } from './lib/action-body-limit.mjs'
import { startBackupSchedule } from './lib/backup-schedule.mjs'
import { errorDocumentRenderer, newErrorDocumentToken, serveErrorDocuments } from './lib/error-documents.mjs'
import { settleForwardedHeaders, trustedHops } from './lib/forwarded.mjs'
import { observeRequest } from '../lib/ops/http-metrics.mjs'
import { withRequestId } from '../lib/ops/request-context.mjs'
import { requestIdFor, requestIdHeader } from '../lib/ops/request-id.mjs'

const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || undefined

// Read by the error page (app/(frontend)/[locale]/error-document) to tell the server's own request
// from a visitor's; it lives in this process only.
process.env.ERROR_DOCUMENT_TOKEN = newErrorDocumentToken()

// Next takes a rewrite to another origin than its own for an outside one and forwards it over HTTP;
// the proxy's rewrites are built from the request's URL, which Next writes with `localhost` for a
// loopback address, so that is the name Next is given for one.
const loopback = !host || ['127.0.0.1', '::1', 'localhost'].includes(host)
const app = next({ dev: false, hostname: loopback ? 'localhost' : host, port })
await app.prepare()
const handle = app.getRequestHandler()

// The server asks itself for error pages on the address it listens on.
const self = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
const renderFor = errorDocumentRenderer(`http://${self.includes(':') ? `[${self}]` : self}:${port}`, process.env.ERROR_DOCUMENT_TOKEN)
const proxyHops = trustedHops(process.env.TRUST_PROXY)

const server = http.createServer((req, res) => {
  const requestId = requestIdFor(req.headers[requestIdHeader])
  // Next hands the request's headers to routes and actions (headers()), the id among them.
  req.headers[requestIdHeader] = requestId
  res.setHeader(requestIdHeader, requestId)
  observeRequest(req, res)
  withRequestId(requestId, () => {
    settleForwardedHeaders(req, proxyHops)
    if (refuseOversizedAction(req, res)) return
    serveErrorDocuments(req, res, renderFor(req.url ?? '/'))
    handle(req, res).catch((error) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
})
// Keep connections from a reverse proxy or load balancer open longer than its own idle timeout.
server.keepAliveTimeout = 65_000

server.on('error', (error) => {
  console.error(`[serve] ${error.message}`)
  process.exit(1)
})
server.listen(port, host, () => {
  console.log(`[serve] ready on http://${host ?? 'localhost'}:${port}`)
  startBackupSchedule()
})

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
