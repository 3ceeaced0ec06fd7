// Latin, Persian and Arabic-Indic digits: a number typed on a Persian or Arabic keyboard is as
// personal as one typed in Latin digits.
const D = '[0-9\u06F0-\u06F9\u0660-\u0669]'
const nine = '[9\u06F9\u0669]'
const zero = '[0\u06F0\u0660]'
const eight = '[8\u06F8\u0668]'

// 09xxxxxxxxx, +989xxxxxxxxx, 00989xxxxxxxxx, not inside a longer run of digits.
const mobile = new RegExp(`(?<![0-9\u06F0-\u06F9\u0660-\u0669+])(?:(?:\\+|${zero}{2})${nine}${eight}|${zero})${nine}${D}{9}(?!${D})`, 'gu')
// A national code is ten digits; so is nothing else a log line has a reason to print whole.
const tenDigits = new RegExp(`(?<!${D})${D}{10}(?!${D})`, 'gu')
const email = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g

/** Keeps the last two digits, so staff can tell two customers apart in a line without knowing either. */
const keepTail = (value: string) => `${'*'.repeat(Math.max(value.length - 2, 0))}${value.slice(-2)}`

/**
 * The text with Iranian mobile numbers, ten-digit national codes and e-mail addresses masked, for a
 * log line that has to name a customer. Keys known to hold personal data are removed by the
 * logger's `redact` instead (lib/ops/logger.ts); this catches what is written into a message.
 */
export function maskPersonal(text: string): string {
  return text
    .replace(mobile, (m) => `09${keepTail(m).slice(2)}`)
    .replace(tenDigits, keepTail)
    .replace(email, (_, first: string, domain: string) => `${first}***@${domain}`)
}

/** A mobile number as a log line may name it: `09*******34`. */
export const maskMobile = (mobileNumber: string) => maskPersonal(mobileNumber)
