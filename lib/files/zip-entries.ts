import type { Readable } from 'node:stream'
import yauzl from 'yauzl'

/** How much a zip may hold; every bound is checked against the central directory before unpacking. */
export type ZipLimits = {
  /** Entries, folders and the contents of nested zips included. */
  entries: number
  /** Everything unpacked, nested zips included. */
  uncompressedBytes: number
  /** Any one entry unpacked. */
  fileBytes: number
  /** Unpacked size over packed size, for entries of at least `ratioFloorBytes` (zip bombs). */
  ratio: number
  ratioFloorBytes: number
  nameLength: number
}

/** Why a zip (or one of its entries) was turned away; a subset of the upload reasons. */
export type ZipProblem = {
  reason: 'corrupt' | 'tooManyEntries' | 'badName' | 'link' | 'encrypted' | 'bomb' | 'tooLargeUnpacked' | 'tooBig'
  slot?: string
  file?: string
  params?: Record<string, string | number>
}

/** What has been spent so far, shared with nested zips. */
export type ZipBudget = { entries: number; unpacked: number }

export type ZipEntry = { name: string; bytes: Buffer }

const S_IFMT = 0o170000
const S_IFLNK = 0o120000

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length
    // Never trust the declared size alone: stop as soon as more comes out than allowed.
    if (size > limit) {
      stream.destroy()
      throw new Error('entry larger than declared')
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * Walks a zip's central directory and checks every entry before unpacking anything: names, links,
 * encryption, declared sizes, ratios and counts; then unpacks each (bounded by its declared size,
 * which yauzl also verifies). Problems go into `problems`; null when the zip as a whole is refused.
 * Top-level entries of a folder are reported against that folder as `slot` (the upload forms' slots).
 */
export async function readZipEntries(buffer: Buffer, limits: ZipLimits, budget: ZipBudget, problems: { push(problem: ZipProblem): unknown }, inside?: string): Promise<ZipEntry[] | null> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, strictFileNames: false })
  } catch {
    problems.push({ reason: 'corrupt', file: inside })
    return null
  }
  const accepted: { name: string; entry: yauzl.Entry }[] = []
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false)
      const shown = inside ? `${inside} › ${name}` : name
      const [folder = '', ...rest] = name.split('/')
      const where = inside || rest.length === 0 ? { file: shown } : { slot: folder, file: rest.join('/') }
      budget.entries += 1
      if (budget.entries > limits.entries) {
        problems.push({ reason: 'tooManyEntries', params: { max: limits.entries } })
        return null
      }
      if (yauzl.validateFileName(name) !== null || name.includes('\\') || name.length > limits.nameLength || /[\u0000-\u001f]/.test(name)) {
        problems.push({ reason: 'badName', file: shown })
        continue
      }
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
        problems.push({ reason: 'link', ...where })
        continue
      }
      if (name.endsWith('/')) continue
      if (entry.isEncrypted()) {
        problems.push({ reason: 'encrypted', ...where })
        continue
      }
      budget.unpacked += entry.uncompressedSize
      if (entry.uncompressedSize >= limits.ratioFloorBytes && entry.uncompressedSize / Math.max(entry.compressedSize, 1) > limits.ratio) {
        problems.push({ reason: 'bomb', ...where })
        continue
      }
      if (budget.unpacked > limits.uncompressedBytes) {
        problems.push({ reason: 'tooLargeUnpacked', params: { size: limits.uncompressedBytes } })
        return null
      }
      if (entry.uncompressedSize > limits.fileBytes) {
        problems.push({ reason: 'tooBig', ...where, params: { size: limits.fileBytes } })
        continue
      }
      accepted.push({ name, entry })
    }
    const entries: ZipEntry[] = []
    for (const item of accepted) entries.push({ name: item.name, bytes: await readAll(await zip.openReadStreamPromise(item.entry), item.entry.uncompressedSize) })
    return entries
  } catch {
    problems.push({ reason: 'corrupt', file: inside })
    return null
  } finally {
    zip.close()
  }
}
