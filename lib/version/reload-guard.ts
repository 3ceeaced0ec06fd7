/** SPEC.md §4, §9: never reload twice within this window, so a broken deploy cannot loop. */
export const RELOAD_GUARD_MS = 10_000

export function mayReload(now: number, lastReloadAt: number | null, guardMs = RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= guardMs || now < lastReloadAt
}

/** Errors that mean the browser holds an old build whose chunks are gone from the server. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false
  const name = typeof reason === 'object' && reason !== null && 'name' in reason ? String(reason.name) : ''
  const message = typeof reason === 'object' && reason !== null && 'message' in reason ? String(reason.message) : String(reason)
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(message) ||
    /Failed to fetch dynamically imported module/i.test(message) ||
    /error loading dynamically imported module/i.test(message)
  )
}
