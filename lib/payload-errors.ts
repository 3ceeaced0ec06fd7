import { APIError } from 'payload'
import { statusOf } from './error-status'

/**
 * Payload's errors recognised by what they carry, not by their class. Next can load Payload twice
 * (the REST route's bundle and a server action's), and whichever asked first made the one instance
 * every later caller shares: its errors may come from the other copy's classes, and `instanceof`
 * then fails (a wrong password escaped the sign-in form as a server error after a REST call).
 */
type Carried = { data?: unknown }

/** A wrong email or password (401). */
export const isAuthenticationFailure = (error: unknown) => statusOf(error) === 401

/** The field paths a validation error (400) names, or null for any other error. */
export function validationPaths(error: unknown): string[] | null {
  const errors = ((error as Carried | null)?.data as { errors?: { path?: unknown }[] } | undefined)?.errors
  if (statusOf(error) !== 400 || !Array.isArray(errors)) return null
  return errors.map((e) => String(e.path))
}

/** The seconds a refused sign-in must wait (429 with `retryIn`), or null. */
export function retryInOf(error: unknown): number | null {
  const retryIn = ((error as Carried | null)?.data as { retryIn?: unknown } | undefined)?.retryIn
  return statusOf(error) === 429 && typeof retryIn === 'number' ? retryIn : null
}

/**
 * An error Payload's REST and GraphQL answers pass on to the client with its message and status.
 * Named explicitly: Payload shows a message only for an error whose class it recognises or that
 * has a name, and in the production build neither holds for a plain APIError thrown from our hooks.
 */
export function clientError<Data extends Record<string, unknown> | unknown[] | null>(message: string, status: number, data: Data, name: string) {
  const error = new APIError(message, status, data as never, true)
  error.name = name
  return error
}
