import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

export const ARCHIVE_PREFIX = 'steel-backup-'
export const ARCHIVE_SUFFIX = '.tar.gz'

/** A name that sorts by time: `steel-backup-2026-12-05T17-40-00-000Z.tar.gz`. */
export const archiveName = (at: Date) => `${ARCHIVE_PREFIX}${at.toISOString().replace(/[:.]/g, '-')}${ARCHIVE_SUFFIX}`

/** Which of `names` go when only the newest `keep` archives stay (partial files are not archives). */
export function archivesToPrune(names: string[], keep: number): string[] {
  const archives = names.filter((n) => n.startsWith(ARCHIVE_PREFIX) && n.endsWith(ARCHIVE_SUFFIX)).sort()
  return keep > 0 ? archives.slice(0, Math.max(0, archives.length - keep)) : []
}

export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const gone = archivesToPrune(await readdir(dir), keep)
  for (const name of gone) await rm(path.join(dir, name), { force: true })
  return gone
}
