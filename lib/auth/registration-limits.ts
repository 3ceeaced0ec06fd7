import type { Payload } from 'payload'
import { positiveIntFromEnv } from '@/lib/env'
import { countAndCheck, markKey } from '@/lib/security/rate-marks'

/**
 * Sign-ups per address, and for everyone together, within the window; an office behind one
 * address, or a launch day, may need more (SIGNUPS_PER_ADDRESS_HOURLY, SIGNUPS_HOURLY).
 */
export const registrationLimits = () => ({ perIp: positiveIntFromEnv('SIGNUPS_PER_ADDRESS_HOURLY', 5), everyone: positiveIntFromEnv('SIGNUPS_HOURLY', 200), windowSeconds: 60 * 60 })

/**
 * Counts a sign-up try from `ip` and answers the seconds it must wait (0: go ahead): no address
 * makes accounts by the dozen, and many addresses together are held to the hourly ceiling.
 */
export async function registrationRetryIn(payload: Payload, ip: string, now = new Date()): Promise<number> {
  const { perIp, everyone, windowSeconds } = registrationLimits()
  const [mine, all] = await Promise.all([
    countAndCheck(payload, markKey(payload, 'register', ip), perIp, windowSeconds, now),
    countAndCheck(payload, markKey(payload, 'register', 'everyone'), everyone, windowSeconds, now),
  ])
  return Math.max(mine, all)
}
