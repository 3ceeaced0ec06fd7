/**
 * Search text normalisation for Persian catalogue search.
 *
 * Visitors type the same word with different keyboards: an Arabic layout gives ي and ك where the
 * Persian one gives ی and ک, phones insert a half-space (ZWNJ) or a plain space, digits come as
 * ۰-۹, ٠-٩ or 0-9. Both the stored text and the query go through `normalizeSearchText`, so they
 * meet in one form.
 *
 * Written by hand: @persian-tools/persian-tools is not a dependency of this project, and the
 * handful of mappings below is all that search needs.
 */

const MAX_SEARCH_LENGTH = 100
const MAX_SEARCH_TOKENS = 8

// Only a bound on the work done for hostile input; normalisation rarely shrinks text tenfold.
const MAX_RAW_LENGTH = MAX_SEARCH_LENGTH * 10

/**
 * Letter variants that look alike to a reader but differ in code points. آ goes to ا too: people
 * often skip the madda when typing ("اب" for "آب"), so matching must not depend on it.
 */
const LETTER_MAP: Readonly<Record<string, string>> = {
  'ي': 'ی', // U+064A Arabic yeh
  'ى': 'ی', // U+0649 alef maksura
  'ئ': 'ی', // U+0626 yeh with hamza
  'ك': 'ک', // U+0643 Arabic kaf
  'ة': 'ه', // U+0629 teh marbuta
  'ۀ': 'ه', // U+06C0 heh with yeh above (ezafe), written both ways in Persian
  'ە': 'ه', // U+06D5 ae, what ۀ decomposes to
  'ھ': 'ه', // U+06BE heh doachashmee, from Urdu layouts
  'أ': 'ا', // U+0623
  'إ': 'ا', // U+0625
  'آ': 'ا', // U+0622
  'ٱ': 'ا', // U+0671 alef wasla
  'ؤ': 'و', // U+0624
  // Persian decimal and thousands separators, so "۲۱٫۳" matches the "21.3" in a product name.
  '٫': '.', // U+066B
  '٬': ',', // U+066C
}

const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTER_MAP).join('')}]`, 'g')

// Tatweel (U+0640) only stretches a word on screen; the others are vowel marks and Quranic signs.
const MARKS_PATTERN = /[\u0610-\u061A\u0640\u064B-\u065F\u0670]/g

/**
 * Invisible characters that, between two letters, mean a word break (ZWNJ is the Persian
 * half-space: "می‌شود" and "می شود" must match), plus bidi controls pasted from mixed text.
 */
const ZERO_WIDTH_PATTERN = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g

// A soft hyphen sits inside a word, so it is removed rather than turned into a break.
const SOFT_HYPHEN_PATTERN = /\u00AD/g

const PERSIAN_ZERO = 0x06f0
const ARABIC_ZERO = 0x0660

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits to Latin ones; everything else unchanged. */
export function toLatinDigits(input: string): string {
  return input.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO)
  })
}

/** One comparable form of `input` for search; idempotent, at most 100 characters. */
export function normalizeSearchText(input: string): string {
  // NFKC first: it folds Arabic presentation forms (ﻙ, ﯾ, ﻻ …) to base letters and composes
  // letter + combining hamza/madda, so the letter map below sees a single form.
  let text = input.slice(0, MAX_RAW_LENGTH).toWellFormed().normalize('NFKC')
  text = text.replace(LETTER_PATTERN, (ch) => LETTER_MAP[ch] ?? ch)
  text = text.replace(MARKS_PATTERN, '').replace(SOFT_HYPHEN_PATTERN, '').replace(ZERO_WIDTH_PATTERN, ' ')
  text = toLatinDigits(text).toLowerCase()
  text = text.replace(/\s+/g, ' ').trim()
  return capLength(text, MAX_SEARCH_LENGTH)
}

/** The distinct words of `input`, normalised, in order of first appearance, at most 8. */
export function searchTokens(input: string): string[] {
  const words = normalizeSearchText(input).split(' ').filter((word) => word !== '')
  return [...new Set(words)].slice(0, MAX_SEARCH_TOKENS)
}

// Counts code points, so an emoji is never cut into a lone surrogate.
function capLength(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd()
}
