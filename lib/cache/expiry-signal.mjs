// How the server's front cache (scripts/lib/front-cache.mjs) learns that cached pages expired: the
// cache handler (next-cache-handler.mjs) says so here when a tag expires in this process or, through
// Redis, in another instance. The handler runs inside Next's server and the front cache beside it, in
// one process but not one module graph: the state lives on a global, as shared-cache-state.ts's does.
const key = Symbol.for('steel.cache-expiry')

function state() {
  // Until the shared cache's handler has said it hears other instances' expiries, it is not known
  // to: with REDIS_URL a page kept in front might outlive an edit made through another instance.
  globalThis[key] ??= { listeners: new Set(), heard: !process.env.REDIS_URL }
  return globalThis[key]
}

/** Tells every listener that cached pages may have expired. */
export function announceExpiry() {
  for (const listener of state().listeners) listener()
}

/** Calls `listener` whenever cached pages may have expired; returns a function that stops it. */
export function onExpiry(listener) {
  const { listeners } = state()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Whether every expiry reaches this process: always without a shared cache; with Redis, while the
 * probe the shared cache's handler gave (`setExpiryProbe`) says it is connected and subscribed to
 * the other instances' expiries, and never before it has given one.
 */
export function expiriesHeard() {
  const { probe, heard } = state()
  return probe ? probe() : heard
}

export function setExpiryProbe(probe) {
  state().probe = probe
}
