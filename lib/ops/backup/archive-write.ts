import { rmSync } from 'node:fs'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import { MANIFEST_NAME } from './manifest'

/** A file-system error in words an operator acts on. */
function plainReason(error: unknown): string {
  const e = error as NodeJS.ErrnoException
  switch (e.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full'
    case 'EFBIG':
      return 'the file grew larger than this system allows'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'EROFS':
      return 'the file system is read-only'
    case 'ENOTDIR':
      return 'a part of the path is a file, not a folder'
    default:
      return e.message ?? String(error)
  }
}

/**
 * Writes the staged folder as `<targetDir>/<name>` (.tar.gz), manifest first. It is written as
 * `<name>.partial` and renamed only once whole and on disk, so an archive under its final name is
 * always complete; on any failure the partial file is removed and the error says where and why.
 */
export async function writeArchive(stagingDir: string, entries: string[], targetDir: string, name: string): Promise<string> {
  const final = path.join(targetDir, name)
  const partial = `${final}.partial`
  const removePartial = () => rmSync(partial, { force: true })
  process.once('exit', removePartial)
  try {
    await mkdir(targetDir, { recursive: true })
    await tar.c({ gzip: true, portable: true, cwd: stagingDir, file: partial }, [MANIFEST_NAME, ...entries.filter((e) => e !== MANIFEST_NAME)])
    // Renamed only after its bytes are on the disk: a crash must not leave a short file under the final name.
    const handle = await open(partial, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(partial, final)
    return final
  } catch (error) {
    await rm(partial, { force: true }).catch(() => {})
    throw new Error(`backup failed: cannot write ${final} (${plainReason(error)}); no archive was left there`, { cause: error })
  } finally {
    process.off('exit', removePartial)
  }
}
