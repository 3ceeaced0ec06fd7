import { autoConvertDigitsToEN, isPhoneNumberValid, phoneNumberNormalizer } from '@persian-tools/persian-tools'

/**
 * An Iranian mobile number as stored: `09xxxxxxxxx`. Accepts what people type: +98, 0098 or no
 * prefix, Persian or Arabic digits, spaces and dashes. Returns null when it is not a mobile number.
 */
export function normalizeMobile(input: string): string | null {
  const compact = autoConvertDigitsToEN(input.trim()).replace(/[\s\-().]/g, '')
  if (!/^(\+98|0098|98|0)?9\d{9}$/.test(compact)) return null
  try {
    const normalized = phoneNumberNormalizer(compact, '0')
    return isPhoneNumberValid(normalized) ? normalized : null
  } catch {
    return null
  }
}
