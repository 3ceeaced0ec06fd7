/**
 * Whether bytes are built like a PDF, not merely labelled as one: the `%PDF-` header, and at the
 * end the cross-reference pointer and end-of-file marker every PDF writer puts there. A page of
 * HTML between a copied header and marker fails here (and would fail Payload's own check on
 * storing, as a server error instead of the visitor's "wrong file").
 */
export function isPdfStructured(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (!buffer.subarray(0, 8).toString('latin1').startsWith('%PDF-')) return false
  // Payload reads the last 1024 bytes for these markers: never looser than that.
  const end = buffer.subarray(Math.max(0, buffer.length - 1024)).toString('latin1')
  return end.includes('%%EOF') && end.includes('startxref')
}
