import type { Locale } from '@/lib/i18n/config'
import { numberingSystems } from '@/lib/i18n/numbering'

/**
 * The one zip a long form sends: the browser files each chosen document under its slot's folder
 * (`idCard/1-scan.pdf`) and the server re-reads the zip against the same slots and limits. Shared by
 * both sides, so the browser can warn early and the server has the last word.
 */

export type FileKind = 'pdf' | 'zip' | 'jpeg'

export type BundleSlot<Data = unknown> = {
  id: string
  kinds: readonly FileKind[]
  /** Whether the form asks for this slot at all (company papers only for companies…). */
  applies?: (data: Data) => boolean
  required: boolean
  maxFiles: number
  /** A smaller limit than the bundle's per-file one (the applicant's photo). */
  maxBytes?: number
}

const MB = 1024 * 1024

export const bundleLimits = {
  /** Any one document. */
  fileBytes: 10 * MB,
  /** The zip as uploaded. */
  bundleBytes: 25 * MB,
  /** Entries in the zip, folders and the contents of an attached zip included. */
  entries: 40,
  /** Everything unpacked, attached zips included. */
  uncompressedBytes: 60 * MB,
  /** Unpacked size over packed size, for entries big enough to matter (zip bombs). */
  ratio: 100,
  ratioFloorBytes: 1 * MB,
  nameLength: 150,
} as const

/** What each kind may be called and announced as in the browser's file picker. */
export const kindAccept: Record<FileKind, string[]> = {
  pdf: ['.pdf', 'application/pdf'],
  zip: ['.zip', 'application/zip', 'application/x-zip-compressed'],
  jpeg: ['.jpg', '.jpeg', 'image/jpeg'],
}

/** A file name safe inside the zip: no folders, no control characters, not too long. */
export function safeEntryName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base.replace(/[\u0000-\u001f\u007f:*?"<>|]/g, '').replace(/^\.+/, '').trim()
  const trimmed = clean.length > 100 ? clean.slice(clean.length - 100) : clean
  return trimmed || 'file'
}

/** Where a chosen file goes in the zip: its slot folder, its position, its own name. */
export const entryPath = (slot: string, index: number, name: string) => `${slot}/${index + 1}-${safeEntryName(name)}`

/** The kind a name suggests, for the browser's early warning (the server reads the content). */
function kindByName(name: string): FileKind | null {
  const ext = name.toLowerCase().split('.').pop()
  if (ext === 'pdf') return 'pdf'
  if (ext === 'zip') return 'zip'
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg'
  return null
}

/** Why a file (or the bundle) was turned away: keys of messages forms.files.reasons.*. */
export type BundleProblem = {
  reason:
    | 'missing'
    | 'tooManyFiles'
    | 'wrongType'
    | 'tooBig'
    | 'empty'
    | 'badName'
    | 'link'
    | 'bomb'
    | 'tooManyEntries'
    | 'tooLargeUnpacked'
    | 'nested'
    | 'encrypted'
    | 'unexpected'
    | 'corrupt'
    | 'bundleTooBig'
  slot?: string
  file?: string
  params?: Record<string, string | number>
}

/** Slots that apply to these answers. */
export const slotsFor = <D,>(slots: readonly BundleSlot<D>[], data: D) => slots.filter((s) => !s.applies || s.applies(data))

/**
 * What is wrong with one chosen file, judged in the browser by its name and size (the server reads
 * its content): at most one complaint, the kind before the size.
 */
export function fileProblem(slot: Pick<BundleSlot, 'id' | 'kinds' | 'maxBytes'>, file: { name: string; size: number }): BundleProblem | null {
  const kind = kindByName(file.name)
  if (!kind || !slot.kinds.includes(kind)) return { reason: 'wrongType', slot: slot.id, file: file.name, params: { kinds: slot.kinds.join(', ').toUpperCase() } }
  if (file.size === 0) return { reason: 'empty', slot: slot.id, file: file.name }
  const limit = slot.maxBytes ?? bundleLimits.fileBytes
  if (file.size > limit) return { reason: 'tooBig', slot: slot.id, file: file.name, params: { size: limit } }
  return null
}

/** The browser's check of what was chosen, before zipping: count, size and kind by name. */
export function precheckFiles<D>(slots: readonly BundleSlot<D>[], data: D, chosen: Record<string, File[] | undefined>): BundleProblem[] {
  const problems: BundleProblem[] = []
  for (const slot of slotsFor(slots, data)) {
    const files = chosen[slot.id] ?? []
    if (slot.required && files.length === 0) problems.push({ reason: 'missing', slot: slot.id })
    if (files.length > slot.maxFiles) problems.push({ reason: 'tooManyFiles', slot: slot.id, params: { max: slot.maxFiles } })
    for (const file of files) {
      const problem = fileProblem(slot, file)
      if (problem) problems.push(problem)
    }
  }
  return problems
}

/**
 * "۱۰۰ کیلوبایت", "10 MB", "١٠ ميغابايت": a size as people of the page's language read it. Problems
 * carry sizes in bytes (`params.size`), written out only where they are shown.
 */
export function sizeLabel(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'megabyte'] : [bytes / 1024, 'kilobyte']
  return new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : locale, {
    style: 'unit',
    unit,
    unitDisplay: locale === 'en' ? 'short' : 'long',
    maximumFractionDigits: value < 10 ? 1 : 0,
    numberingSystem: numberingSystems[locale],
  }).format(value)
}
