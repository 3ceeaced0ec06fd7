import { describe, expect, it } from 'vitest'
import { loginThrottle, loginWaitSeconds } from '@/lib/auth/login-throttle'

const now = new Date('2026-11-24T10:00:00Z')
const ago = (s: number) => new Date(now.getTime() - s * 1000)

describe('password tries are slowed, never locked', () => {
  it('lets the free tries through at once', () => {
    expect(loginWaitSeconds([], now)).toBe(0)
    expect(loginWaitSeconds(Array.from({ length: loginThrottle.freeTries - 1 }, () => ago(1)), now)).toBe(0)
  })

  it('then waits after the last try, twice as long with each further one, up to the longest wait', () => {
    const tries = (n: number) => Array.from({ length: n }, () => ago(0))
    expect(loginWaitSeconds(tries(5), now)).toBe(30)
    expect(loginWaitSeconds(tries(6), now)).toBe(60)
    expect(loginWaitSeconds(tries(7), now)).toBe(120)
    expect(loginWaitSeconds(tries(20), now)).toBe(loginThrottle.longestWaitSeconds)
  })

  it('counts the wait from the last try: once it has passed, the next try is checked', () => {
    const tries = [ago(100), ago(90), ago(80), ago(70), ago(20)]
    expect(loginWaitSeconds(tries, now)).toBe(10)
    expect(loginWaitSeconds([...tries.slice(0, 4), ago(31)], now)).toBe(0)
  })
})
