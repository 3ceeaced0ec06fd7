import { APIError } from 'payload'

/**
 * Password sign-in is slowed per account and address, never locked: a stranger's wrong passwords
 * slow the stranger, not the owner at another address (and the code sign-in always works).
 * Unknown accounts are counted alike, so the answers tell nothing about who has an account.
 */
export const loginThrottle = {
  /** Tries within the window before any wait. */
  freeTries: 5,
  windowSeconds: 15 * 60,
  /** The wait after the free tries, doubled with each further try, up to the longest. */
  firstWaitSeconds: 30,
  longestWaitSeconds: 15 * 60,
} as const

/**
 * Seconds this try must still wait, given the earlier tries still counted (oldest first): none
 * while within the free tries, then a wait after the last try that doubles with each one.
 */
export function loginWaitSeconds(earlierTries: Date[], now: Date): number {
  const extra = earlierTries.length - loginThrottle.freeTries
  if (extra < 0) return 0
  const wait = Math.min(loginThrottle.longestWaitSeconds, loginThrottle.firstWaitSeconds * 2 ** extra)
  const until = earlierTries.at(-1)!.getTime() + wait * 1000
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0
}

/** A sign-in refused for now; the same for every account, known or not. */
export class TooManySignInTries extends APIError {
  constructor(readonly retryIn: number) {
    super(`Too many sign-in attempts. Try again in ${retryIn} seconds.`, 429, { retryIn }, true)
    // The class's own name does not survive the production build (see lib/payload-errors.ts).
    this.name = 'TooManySignInTries'
  }
}

/** Server code that signs a visitor in names their address here; REST requests carry it in headers. */
export const clientIpContextKey = 'clientIp'
