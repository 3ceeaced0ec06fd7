/** A relationship's id, whether the document came back populated (an object) or not (the id itself). */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number') return value
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null
}
