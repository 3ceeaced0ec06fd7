import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { readZipEntries, type ZipBudget } from '@/lib/files/zip-entries'
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

/** The kind a file's first bytes show, whatever its name says. */
async function kindOf(bytes: Uint8Array): Promise<FileKind | 'png' | 'other'> {
  const type = await fileTypeFromBuffer(bytes)
  if (type?.mime === 'image/png') return 'png'
  if (type?.mime === 'application/pdf') return 'pdf'
  if (type?.mime === 'application/zip') return 'zip'
  if (type?.mime === 'image/jpeg') return 'jpeg'
  return 'other'
}

/** What may sit inside an attached zip (a catalogue of PDFs and pictures, say). */
const nestedKinds = new Set(['pdf', 'jpeg', 'png'])

async function checkNested(bytes: Buffer, label: string, budget: ZipBudget, problems: BundleProblem[], slot: string) {
  const inner = await readZipEntries(bytes, bundleLimits, budget, problems, label)
  if (!inner) return
  for (const item of inner) {
    const kind = await kindOf(item.bytes)
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
  const budget: ZipBudget = { entries: 0, unpacked: 0 }
  const entries = await readZipEntries(buffer, bundleLimits, budget, problems)
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
    const bytes = item.bytes
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
