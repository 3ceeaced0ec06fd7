import { isDatabaseUnavailable } from './unavailable'
import { logger } from '@/lib/ops/logger'

/** The visitor's browser asks again after this long; a balancer may try another instance at once. */
const retryAfterSeconds = 3

/** 503 with `{ error: 'unavailable' }`: the request was fine, the database did not answer. */
const unavailableResponse = () =>
  Response.json({ error: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) } })

/**
 * A route handler whose database did not answer says so (503, try again) instead of a 500 that
 * reads as a fault of the request or of the code; anything else is thrown on as before.
 */
export function answeringUnavailable<A extends unknown[]>(handler: (...args: A) => Promise<Response>): (...args: A) => Promise<Response> {
  return async (...args: A) => {
    try {
      return await handler(...args)
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      logger().warn({ part: 'db' }, `a request was answered 503: ${error instanceof Error ? error.message : String(error)}`)
      return unavailableResponse()
    }
  }
}
