/** The place a customer-only part holds while the session is not yet known (no jump when it arrives). */
export function SessionPending() {
  return <div className="h-10" aria-hidden />
}
