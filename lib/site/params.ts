/**
 * Route parameter rules. A parameter that breaks them is the 404 page (SPEC.md §5), checked before
 * any database query.
 */
const MAX_ID = 2_147_483_647

/** Document ids in URLs are positive whole numbers written with Latin digits. */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= MAX_ID ? id : null
}

/** Category segments are slugs: lowercase letters (any script), digits and single hyphens. */
export function isSlug(raw: string): boolean {
  const value = safeDecode(raw)
  return value !== null && value.length <= 120 && /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u.test(value)
}

function safeDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}
