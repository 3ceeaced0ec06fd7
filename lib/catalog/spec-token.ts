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
