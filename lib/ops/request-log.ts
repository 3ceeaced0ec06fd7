import type { Logger } from 'pino'
import { logger } from './logger'
import { saneRequestId, requestIdHeader } from './request-id.mjs'
import { currentRequestId } from './request-context.mjs'

/**
 * The id of the request being served: from the production server's context, else from the header
 * the proxy or the server set (under `next dev` the server is Next's own). Outside a request (a
 * migration, a test, a job) there is none.
 */
export async function requestId(): Promise<string | undefined> {
  const carried = currentRequestId()
  if (carried) return carried
  try {
    const { headers } = await import('next/headers')
    return saneRequestId((await headers()).get(requestIdHeader)) ?? undefined
  } catch {
    return undefined
  }
}

/** A logger whose lines name the request being served, for a route, an action or a sender. */
export async function requestLog(bindings: Record<string, string> = {}): Promise<Logger> {
  const id = currentRequestId() ? undefined : await requestId()
  // Under the production server the logger's mixin already adds the id.
  return logger().child(id ? { requestId: id, ...bindings } : bindings)
}
