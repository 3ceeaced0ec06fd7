import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'

/**
 * A value kept only as a hash keyed with the app secret (one-time codes, visitors' IP addresses):
 * enough to compare or count, useless to a reader of the table. `scope` keeps the same value
 * from hashing alike in different places.
 */
export function keyedHash(payload: Payload, scope: string, value: string): string {
  return createHmac('sha256', payload.secret).update(`${scope}:${value}`).digest('hex')
}
