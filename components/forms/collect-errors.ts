import type { FieldErrors, FieldValues } from 'react-hook-form'

/** Every error in a react-hook-form error tree, by its dotted path, in no particular order. */
export function flattenErrors(errors: FieldErrors<FieldValues>, prefix = ''): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = []
  for (const [key, node] of Object.entries(errors ?? {})) {
    if (!node || key === 'ref' || key === 'root') continue
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof node === 'object' && 'message' in node && typeof node.message === 'string' && 'type' in node) out.push({ path, message: node.message })
    else if (typeof node === 'object') out.push(...flattenErrors(node as FieldErrors<FieldValues>, path))
  }
  return out
}
