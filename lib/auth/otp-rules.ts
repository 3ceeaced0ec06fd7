/** One-time code rules (issue 4, DESIGN §7). Shared by the server and the countdown in the form. */
export const otpRules = {
  digits: 6,
  /** A code is valid this long after it is sent. */
  ttlSeconds: 120,
  /** Wrong tries per code before it is dead. */
  maxAttempts: 5,
  /** A new code for the same number only after this long (shown as a countdown). */
  resendSeconds: 60,
  /** Codes per number, and per IP address, within the window. */
  perMobile: 5,
  perIp: 20,
  windowSeconds: 60 * 60,
  /**
   * Codes for everyone together within the window (SMS_HOURLY_LIMIT): many addresses together
   * cannot make the site text without end, whatever each one's own limit.
   */
  everyone: 500,
} as const
