import type { TranslationValues } from 'next-intl'

/** A translator asked with keys that only exist at run time. */
export type RuntimeTranslator = {
  (key: string, values?: TranslationValues): string
  has(key: string): boolean
}

/**
 * The compiler checks every message key against the catalogues (lib/i18n/app-config.d.ts). Some keys
 * are known only at run time: an error code sent by a server action or a schema, a form's option
 * value, a staff role read from the database. This is the one place such a string becomes a key;
 * `orFallback` asks the catalogue first.
 */
export function runtimeKeys(t: object): RuntimeTranslator {
  return t as RuntimeTranslator
}

/** The message for `key` when the catalogue has it, otherwise the namespace's `fallback` message. */
export function orFallback(t: object, key: string, fallback: string, values?: TranslationValues): string {
  const loose = runtimeKeys(t)
  return loose.has(key) ? loose(key, values) : loose(fallback, values)
}
