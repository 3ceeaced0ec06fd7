// Next's scripts and styles never change under a build (hashed names, cached for a year), so the
// build compresses each once, at brotli's and gzip's best, beside the file (`x.js.br`, `x.js.gz`),
// and the server sends those copies (precompressed-assets.mjs) instead of compressing the same
// file again for every first visit. Run after `next build`: `node scripts/lib/precompress.mjs`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** Files worth compressing: text, and above the size where compression is skipped (1 KB). */
const TEXT = /\.(?:js|mjs|css|json|svg|txt|map)$/
const MIN_BYTES = 1024

export const codingSuffix = { br: '.br', gzip: '.gz' }

const compressors = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
}

/** The text files under `dir` that the server may send compressed, relative to `dir`. */
export function compressibleFiles(dir) {
  const out = []
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name)
      if (entry.isDirectory()) walk(rel)
      else if (TEXT.test(entry.name) && statSync(path.join(dir, rel)).size >= MIN_BYTES) out.push(rel)
    }
  }
  walk('')
  return out
}

/** Writes the brotli and gzip copies of every compressible file under `dir`; returns the totals. */
export async function precompress(dir) {
  const files = compressibleFiles(dir)
  const totals = { files: files.length, bytes: 0, br: 0, gzip: 0 }
  // zlib's asynchronous calls run on libuv's thread pool: a few at a time keep every core busy.
  const queue = [...files]
  const worker = async () => {
    for (let rel = queue.shift(); rel; rel = queue.shift()) {
      const file = path.join(dir, rel)
      const bytes = readFileSync(file)
      totals.bytes += bytes.length
      for (const [coding, suffix] of Object.entries(codingSuffix)) {
        const compressed = await compressors[coding](bytes)
        writeFileSync(file + suffix, compressed)
        totals[coding] += compressed.length
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return totals
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now()
  const t = await precompress(path.join('.next', 'static'))
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`
  console.log(`precompressed ${t.files} files of ${kb(t.bytes)}: brotli ${kb(t.br)}, gzip ${kb(t.gzip)} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
