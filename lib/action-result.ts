import type { ZodError } from 'zod'

/** Message keys (auth.errors.*) per field, for the form to show in the visitor's language. */
export type FieldErrors = Record<string, string>

export type Failure = { ok: false; fieldErrors?: FieldErrors; error?: string; params?: Record<string, number> }
export type ActionResult<T extends object = object> = ({ ok: true } & T) | Failure

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] ??= issue.message
  }
  return out
}

export const invalid = (error: ZodError): Failure => ({ ok: false, fieldErrors: fieldErrorsOf(error) })
