import { randomInt } from 'node:crypto'

// No 0/O, 1/I/L: read aloud on the phone without confusion.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** A human-friendly reference such as `SQ-7K4M-2QXP`, random so it reveals nothing about volume. */
export function newReference(prefix: string): string {
  const part = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('')
  return `${prefix}-${part()}-${part()}`
}
