/**
 * A per-address request limit kept in this process's memory: a fixed window of `windowSeconds`
 * allowing `perWindow` requests. For cheap public reads (the price feed), where a database row per
 * request would cost more than the answer; each instance counts its own, so behind a balancer of n
 * instances an address gets at most n times the limit.
 */
export type WindowRate = { perWindow: number; windowSeconds: number }

export function windowLimiter(rate: WindowRate, { maxAddresses = 10_000 } = {}) {
  const windows = new Map<string, { start: number; count: number }>()
  /** 0 when `address` may be answered now (and counts it), else the seconds until it may. */
  return function retryIn(address: string, now = Date.now()): number {
    const span = rate.windowSeconds * 1000
    let w = windows.get(address)
    if (!w || now - w.start >= span) {
      // A flood of addresses must not grow the map without end: forget windows that have ended.
      if (!w && windows.size >= maxAddresses) for (const [a, old] of windows) if (now - old.start >= span || windows.size >= maxAddresses) windows.delete(a)
      w = { start: now, count: 0 }
      windows.set(address, w)
    }
    if (w.count >= rate.perWindow) return Math.max(1, Math.ceil((w.start + span - now) / 1000))
    w.count += 1
    return 0
  }
}
