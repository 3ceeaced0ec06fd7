import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import { listFiles, MANIFEST_NAME, manifestProblems, parseManifest, sha256File, type Manifest } from './manifest'

/**
 * Unpacks `archive` into `dir` and checks every file against the manifest before anything is
 * restored: a truncated archive fails while unpacking, a changed file fails its hash, by name.
 */
export async function readArchive(archive: string, dir: string): Promise<Manifest> {
  const info = await stat(archive).catch(() => null)
  if (!info?.isFile()) throw new Error(`${archive} is not a file`)
  try {
    // strict: tar's warnings (a short block, a bad header) are errors here, never skipped entries.
    await tar.x({ file: archive, cwd: dir, strict: true })
  } catch (error) {
    throw new Error(`${archive} is truncated or damaged and cannot be unpacked (${(error as Error).message}); refusing to restore from it`, { cause: error })
  }
  const manifestText = await readFile(path.join(dir, MANIFEST_NAME), 'utf8').catch(() => null)
  if (manifestText === null) throw new Error(`${archive} holds no ${MANIFEST_NAME}: it is not a backup of this shop, or it is damaged`)
  const manifest = parseManifest(manifestText)
  const found = new Map<string, string>()
  for (const rel of await listFiles(dir)) if (rel !== MANIFEST_NAME) found.set(rel, await sha256File(path.join(dir, rel)))
  const problems = manifestProblems(manifest, found)
  if (problems.length > 0) throw new Error(`${archive} does not match its manifest; refusing to restore from it:\n  ${problems.join('\n  ')}`)
  return manifest
}
