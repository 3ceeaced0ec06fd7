import { splitLocale } from '@/lib/i18n/config'

type RawParams = Record<string, string | string[] | undefined>

/** What the error page shows for a failed request: 404 or a server error, and for which path. */
export type ErrorDocumentQuery = { status: number; path: string; kind: 'page' | 'product' }

/** Product addresses: /pr/{category}/{id} and /search/{category}/{id} (SPEC.md §2). */
const productPath = /^\/(?:pr|search)\/[^/]+\/[^/]+\/?$/

export function parseErrorDocumentQuery(params: RawParams): ErrorDocumentQuery {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''
  const code = Number(one(params.status))
  const status = code === 404 || (code >= 500 && code <= 599) ? code : 500
  const path = one(params.path).slice(0, 500) || '/'
  const kind = status === 404 && productPath.test(splitLocale(path).path) ? 'product' : 'page'
  return { status, path, kind }
}
