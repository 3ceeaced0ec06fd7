// @ts-check
// The request a piece of work belongs to, carried by Node's AsyncLocalStorage from the production
// server's door (scripts/serve.mjs) through Next into routes, actions, Payload and the senders, so a
// log line names its request without each caller passing the id along. Kept on globalThis: the
// server and Next's bundles each load their own copy of this file.
import { AsyncLocalStorage } from 'node:async_hooks'

const key = Symbol.for('steel.request-context')

/** @returns {AsyncLocalStorage<{ requestId: string }>} */
function storage() {
  const holder = /** @type {Record<symbol, AsyncLocalStorage<{ requestId: string }> | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (holder[key] ??= new AsyncLocalStorage())
}

/**
 * @template T
 * @param {string} requestId
 * @param {() => T} work
 * @returns {T}
 */
export function withRequestId(requestId, work) {
  return storage().run({ requestId }, work)
}

/** @returns {string | undefined} */
export function currentRequestId() {
  return storage().getStore()?.requestId
}
