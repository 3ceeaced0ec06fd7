import { autoConvertDigitsToEN } from '@persian-tools/persian-tools'

const PASSWORD_MIN_LENGTH = 8

/**
 * SPEC.md §5: at least 8 characters, Latin letters with numbers or symbols. Persian or Arabic
 * digits count as the digits they are, so a password typed on a Persian keyboard layout for the
 * digits still passes; any other non-Latin letter does not.
 */
export function isAcceptablePassword(input: string): boolean {
  const password = autoConvertDigitsToEN(input)
  if (password.length < PASSWORD_MIN_LENGTH) return false
  if (!/^[\x21-\x7e]+$/.test(password)) return false
  return /[A-Za-z]/.test(password) && /[\d\W_]/.test(password)
}
