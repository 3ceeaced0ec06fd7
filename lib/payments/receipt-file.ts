import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { isPdfStructured } from '@/lib/files/pdf-structure'
import { receiptFileLimits, type ReceiptFileKind, type ReceiptFileProblem } from './receipt-file-rules'

export type ReceiptFileCheck = { ok: true; kind: ReceiptFileKind; mimeType: string; extension: string } | { ok: false; problem: ReceiptFileProblem }

const byKind: Record<ReceiptFileKind, { mimeType: string; extension: string }> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  pdf: { mimeType: 'application/pdf', extension: 'pdf' },
}

/** A picture that really decodes as what its first bytes claim (a renamed page or a truncated photo does not). */
async function decodes(bytes: Buffer, format: 'jpeg' | 'png'): Promise<boolean> {
  try {
    const meta = await sharp(bytes).metadata()
    return meta.format === format && Boolean(meta.width && meta.height)
  } catch {
    return false
  }
}

/**
 * The server's check of an uploaded receipt by its content, whatever its name or declared type: a
 * JPEG or PNG that decodes, or a PDF built as one (lib/files/pdf-structure.ts); nothing else, nothing empty,
 * nothing over 5 MB. The stored file is named and typed from this, never from what was sent.
 */
export async function checkReceiptFile(bytes: Buffer | null): Promise<ReceiptFileCheck> {
  if (!bytes) return { ok: false, problem: 'missing' }
  if (bytes.length === 0) return { ok: false, problem: 'empty' }
  if (bytes.length > receiptFileLimits.bytes) return { ok: false, problem: 'tooBig' }
  const type = await fileTypeFromBuffer(bytes)
  let kind: ReceiptFileKind | null = null
  if (type?.mime === 'image/jpeg' && (await decodes(bytes, 'jpeg'))) kind = 'jpeg'
  else if (type?.mime === 'image/png' && (await decodes(bytes, 'png'))) kind = 'png'
  else if (type?.mime === 'application/pdf' && isPdfStructured(bytes)) kind = 'pdf'
  return kind ? { ok: true, kind, ...byKind[kind] } : { ok: false, problem: 'wrongType' }
}
