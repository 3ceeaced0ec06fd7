import { normalizeSearchText } from './normalize'

/**
 * The filter token of one specification value: `outer_diameter=48.3` for numbers (the same in
 * every locale), `coating=گالوانیزه` for words (normalized, so letter forms do not matter).
 */
export function specToken(key: string, numeric: number | null, value: string): string {
  return `${key}=${numeric !== null && Number.isFinite(numeric) ? String(numeric) : normalizeSearchText(value)}`
}

/**
 * All tokens of a product in one delimited string. Each is matched as `|token|`, so
 * `outer_diameter=48.3` never matches `outer_diameter=48.35`.
 */
export function joinSpecTokens(tokens: string[]): string {
  return tokens.length ? `|${tokens.join('|')}|` : ''
}

export const tokenPattern = (token: string) => `|${token}|`

/**
 * A token whose value is a number written canonically (`outer_diameter=48.3`). These are the same
 * in every locale, so they are also kept on the product itself (`specNumbers`): a filter on them
 * needs no join with the translations, which cost PostgreSQL a scan of every translation row.
 */
export function isNumericToken(token: string): boolean {
  const value = token.slice(token.indexOf('=') + 1)
  return value !== '' && String(Number(value)) === value
}

/**
 * From the token strings of every translation row (`id` is the product), each product's numeric
 * tokens, once each: what `specNumbers` holds, for products saved before it existed.
 */
export function specNumbersByProduct(rows: { id: number; tokens: string | null }[]): Map<number, string> {
  const tokens = new Map<number, Set<string>>()
  for (const row of rows) {
    const own = tokens.get(row.id) ?? new Set<string>()
    for (const t of (row.tokens ?? '').split('|')) if (t && isNumericToken(t)) own.add(t)
    tokens.set(row.id, own)
  }
  return new Map([...tokens].map(([id, own]) => [id, joinSpecTokens([...own])]))
}
