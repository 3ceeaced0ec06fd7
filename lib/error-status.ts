/**
 * The HTTP status an error carries (Payload's APIError and its subclasses), read from the error
 * rather than its class: Next can load Payload twice, and a production build minifies class names.
 * No import of Payload, so the logger can use it without loading Payload.
 */
export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : null
}
