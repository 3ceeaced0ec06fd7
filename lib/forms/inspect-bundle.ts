import { fileTypeFromBuffer } from 'file-type'
import type { Readable } from 'node:stream'
import sharp from 'sharp'
import yauzl from 'yauzl'
import { bundleLimits, slotsFor, type BundleProblem, type BundleSlot, type FileKind } from './bundle'

export type BundleFile = { slot: string; name: string; size: number; kind: FileKind; width?: number; height?: number }

/** A picture's real size, read by decoding its header; null when it does not decode as a JPEG. */
async function jpegSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes).metadata()
    return meta.format === 'jpeg' && meta.width && meta.height ? { width: meta.width, height: meta.height } : null
  } catch {
    return null
  }
}
export type Inspection = { ok: true; files: BundleFile[] } | { ok: false; problems: BundleProblem[] }

type Budget = { entries: number; unpacked: number }

const S_IFMT = 0o170000
const S_IFLNK = 0o120000

/** The kind a file's first bytes show, whatever its name says. */
async function kindOf(bytes: Uint8Array): Promise<FileKind | 'png' | 'other'> {
  const type = await fileTypeFromBuffer(bytes)
  if (type?.mime === 'image/png') return 'png'
  if (type?.mime === 'application/pdf') return 'pdf'
  if (type?.mime === 'application/zip') return 'zip'
  if (type?.mime === 'image/jpeg') return 'jpeg'
  return 'other'
}

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

type RawEntry = { name: string; entry: yauzl.Entry; bytes?: Buffer }

/**
 * Walks a zip's central directory and checks every entry before unpacking anything: names, links,
 * encryption, declared sizes, ratios and counts; then unpacks each (bounded by its declared size,
 * which yauzl also verifies) to read its real type.
 */
async function walk(buffer: Buffer, budget: Budget, problems: BundleProblem[], inside?: string): Promise<RawEntry[] | null> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, strictFileNames: false })
  } catch {
    problems.push({ reason: 'corrupt', file: inside })
    return null
  }
  const entries: RawEntry[] = []
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false)
      const shown = inside ? `${inside} › ${name}` : name
      // Top-level entries are reported against their slot folder, as the visitor chose them.
      const [folder = '', ...rest] = name.split('/')
      const where = inside || rest.length === 0 ? { file: shown } : { slot: folder, file: rest.join('/') }
      budget.entries += 1
      if (budget.entries > bundleLimits.entries) {
        problems.push({ reason: 'tooManyEntries', params: { max: bundleLimits.entries } })
        return null
      }
      if (yauzl.validateFileName(name) !== null || name.includes('\\') || name.length > bundleLimits.nameLength || /[\u0000-\u001f]/.test(name)) {
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
      if (entry.uncompressedSize >= bundleLimits.ratioFloorBytes && entry.uncompressedSize / Math.max(entry.compressedSize, 1) > bundleLimits.ratio) {
        problems.push({ reason: 'bomb', ...where })
        continue
      }
      if (budget.unpacked > bundleLimits.uncompressedBytes) {
        problems.push({ reason: 'tooLargeUnpacked', params: { size: bundleLimits.uncompressedBytes } })
        return null
      }
      if (entry.uncompressedSize > bundleLimits.fileBytes) {
        problems.push({ reason: 'tooBig', ...where, params: { size: bundleLimits.fileBytes } })
        continue
      }
      entries.push({ name, entry })
    }
    for (const item of entries) item.bytes = await readAll(await zip.openReadStreamPromise(item.entry), item.entry.uncompressedSize)
  } catch {
    problems.push({ reason: 'corrupt', file: inside })
    return null
  } finally {
    zip.close()
  }
  return entries
}

/** What may sit inside an attached zip (a catalogue of PDFs and pictures, say). */
const nestedKinds = new Set(['pdf', 'jpeg', 'png'])

async function checkNested(bytes: Buffer, label: string, budget: Budget, problems: BundleProblem[], slot: string) {
  const inner = await walk(bytes, budget, problems, label)
  if (!inner) return
  for (const item of inner) {
    const kind = await kindOf(item.bytes!)
    if (kind === 'zip') problems.push({ reason: 'nested', slot, file: `${label} › ${item.name}` })
    else if (!nestedKinds.has(kind)) problems.push({ reason: 'wrongType', slot, file: `${label} › ${item.name}`, params: { kinds: 'PDF, JPEG, PNG' } })
  }
}

/**
 * The server's check of a submitted zip against a form's slots (SPEC §5, DESIGN §7): every file in a
 * folder of a slot that applies to these answers, of an allowed kind by content, within its size,
 * required slots filled; the zip itself within count, size, ratio and name rules. Lists every problem.
 */
export async function inspectBundle<D>(buffer: Buffer, slots: readonly BundleSlot<D>[], data: D): Promise<Inspection> {
  const problems: BundleProblem[] = []
  if (buffer.length > bundleLimits.bundleBytes) return { ok: false, problems: [{ reason: 'bundleTooBig', params: { size: bundleLimits.bundleBytes } }] }
  const budget: Budget = { entries: 0, unpacked: 0 }
  const entries = await walk(buffer, budget, problems)
  if (!entries) return { ok: false, problems }
  const wanted = slotsFor(slots, data)
  const files: BundleFile[] = []
  for (const item of entries) {
    const [folder, ...rest] = item.name.split('/')
    const slot = wanted.find((s) => s.id === folder)
    const fileName = rest.join('/')
    if (!slot || !fileName || rest.length > 1) {
      problems.push({ reason: 'unexpected', file: item.name })
      continue
    }
    const bytes = item.bytes!
    const limit = slot.maxBytes ?? bundleLimits.fileBytes
    if (bytes.length === 0) {
      problems.push({ reason: 'empty', slot: slot.id, file: fileName })
      continue
    }
    if (bytes.length > limit) {
      problems.push({ reason: 'tooBig', slot: slot.id, file: fileName, params: { size: limit } })
      continue
    }
    const kind = await kindOf(bytes)
    if (kind === 'other' || kind === 'png' || !slot.kinds.includes(kind)) {
      problems.push({ reason: 'wrongType', slot: slot.id, file: fileName, params: { kinds: slot.kinds.join(', ').toUpperCase() } })
      continue
    }
    if (kind === 'zip') await checkNested(bytes, fileName, budget, problems, slot.id)
    if (kind === 'jpeg') {
      const size = await jpegSize(bytes)
      if (!size) {
        problems.push({ reason: 'wrongType', slot: slot.id, file: fileName, params: { kinds: 'JPEG' } })
        continue
      }
      files.push({ slot: slot.id, name: fileName, size: bytes.length, kind, ...size })
      continue
    }
    files.push({ slot: slot.id, name: fileName, size: bytes.length, kind })
  }
  for (const slot of wanted) {
    const count = files.filter((f) => f.slot === slot.id).length
    // A slot whose files were all turned away already says why; "missing" would only confuse.
    const turnedAway = problems.some((p) => p.slot === slot.id)
    if (slot.required && count === 0 && !turnedAway) problems.push({ reason: 'missing', slot: slot.id })
    if (count > slot.maxFiles) problems.push({ reason: 'tooManyFiles', slot: slot.id, params: { max: slot.maxFiles } })
  }
  return problems.length ? { ok: false, problems } : { ok: true, files }
}
