// Next's own file cache, with one change: the times at which tags expired are written down and read
// back when the server starts. Next keeps them in memory only, so a page cached before an edit came
// back after a restart with the old content (`x-nextjs-cache: HIT`).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { metrics } from '../../ops/registry.mjs'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache

let manifestFile

/** Reads the expirations written before this process started (once per process). */
function remember(serverDistDir) {
  if (manifestFile || !serverDistDir) return
  manifestFile = path.join(serverDistDir, '..', 'cache', 'tag-expirations.json')
  try {
    const saved = JSON.parse(readFileSync(/* turbopackIgnore: true */ manifestFile, 'utf8'))
    for (const [tag, entry] of Object.entries(saved)) if (!tagsManifest.has(tag)) tagsManifest.set(tag, entry)
  } catch {
    // None yet, or unreadable: nothing expired that this process must know of.
  }
}

/** Writes every expiration this process knows, whole, so a crash mid-write leaves the last good file. */
function writeDown() {
  if (!manifestFile) return
  mkdirSync(/* turbopackIgnore: true */ path.dirname(manifestFile), { recursive: true })
  const next = `${manifestFile}.${process.pid}.tmp`
  writeFileSync(/* turbopackIgnore: true */ next, JSON.stringify(Object.fromEntries(tagsManifest)))
  renameSync(/* turbopackIgnore: true */ next, manifestFile)
}

export default class LastingFileCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    remember(ctx.serverDistDir)
  }

  async get(...args) {
    const entry = await super.get(...args)
    metrics().cache.inc({ store: 'file', result: entry ? 'hit' : 'miss' })
    return entry
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    writeDown()
  }
}
