/** An answer other than 2xx; `body` is its JSON (null when it had none). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`)
  }
}

/**
 * JSON from one of the shop's own endpoints, with the visitor's cookies and past any HTTP cache.
 * Throws HttpError for a non-2xx answer, so React Query can decide whether to ask again.
 */
export async function fetchJson<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init
  const res = await fetch(url, {
    cache: 'no-store',
    credentials: 'same-origin',
    ...rest,
    ...(json === undefined ? {} : { method: rest.method ?? 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) }),
  })
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) throw new HttpError(res.status, body)
  return body as T
}
