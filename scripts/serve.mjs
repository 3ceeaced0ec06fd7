// The production server: Next's request handler on Node's HTTP server, with the site's
// server-rendered error pages (scripts/lib/error-documents.mjs). `npm start` and the browser-test
// server run it after building; PORT (3000) and HOST (all interfaces) say where it listens.
import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import next from 'next'
import { refuseOversizedAction } from './lib/action-body-limit.mjs'
import { encodedBodies, reuseEncodedBodies } from './lib/encoded-bodies.mjs'
import { reuseEncodedFlight } from './lib/encoded-flight.mjs'
import { errorDocumentRenderer, newErrorDocumentToken, serveErrorDocuments } from './lib/error-documents.mjs'
import { settleForwardedHeaders, trustedHops } from './lib/forwarded.mjs'
import { frontCache } from './lib/front-cache.mjs'
import { precompressedAssets } from './lib/precompressed-assets.mjs'
import { scriptsAfterFirstPaint } from './lib/scripts-after-paint.mjs'

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

// A cached page's scripts are asked for once it has painted (scripts-after-paint.mjs).
const encode = encodedBodies({ prepare: scriptsAfterFirstPaint })
// The client router's flight data, kept as it came (its bytes as a latin1 string: any byte
// survives); one missing here costs a compression of it, not a render.
const encodeFlight = encodedBodies({ maxBytes: 32 * 1024 * 1024, bytesOf: (key) => Buffer.from(key, 'latin1') })
const proxyHops = trustedHops(process.env.TRUST_PROXY)
// Compression is done here rather than by Next (next.config.ts `compress: false`), so that a cached
// page, which comes as a string Next will send again and again, is compressed once
// (encoded-bodies.mjs), and scripts and styles go as the build compressed them
// (precompressed-assets.mjs); streamed pages, API answers and other files are compressed as they go.
const compress = compression()
const sendPrecompressed = precompressedAssets(path.join('.next', 'static'))
// A cached page asked for again within a few seconds, and before anything expires, is sent as Next
// last sent it without entering Next (front-cache.mjs); FRONT_CACHE_SECONDS=0 turns it off.
const front = frontCache({ seconds: Number(process.env.FRONT_CACHE_SECONDS ?? 5) })

const server = http.createServer((req, res) => {
  settleForwardedHeaders(req, proxyHops)
  if (front.serve(req, res)) return
  if (refuseOversizedAction(req, res)) return
  // Each wraps the response's methods over the last: Next's calls reach the build's compressed
  // copies of scripts and styles first, then the kept flight data and bodies of cached pages (which
  // the front cache is told of), then the compressor, then the error pages.
  serveErrorDocuments(req, res, renderFor(req.url ?? '/'))
  compress(req, res, () => {
    reuseEncodedBodies(req, res, encode, front.keep)
    reuseEncodedFlight(req, res, encodeFlight, front.keep)
    sendPrecompressed(req, res)
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
server.listen(port, host, () => console.log(`[serve] ready on http://${host ?? 'localhost'}:${port}`))

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), 5_000).unref()
  })
}
