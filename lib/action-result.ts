import type { ZodError } from 'zod'

// What every server action answers: ok with its data, or a failure the form shows in the visitor's
// language (message keys per field, and one for the whole form).

/** Message keys per field path (`phone`, `buyer.nationalCode`), from auth.errors.*, consultation.errors.*, …. */
export type FieldErrors = Record<string, string>

export type Failure = { ok: false; fieldErrors?: FieldErrors; error?: string; params?: Record<string, number> }
export type ActionResult<T extends object = object> = ({ ok: true } & T) | Failure

function fieldErrorsOf(error: ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form'
    out[key] ??= issue.message
  }
  return out
}

export const invalid = (error: ZodError): Failure => ({ ok: false, fieldErrors: fieldErrorsOf(error) })
