// Plain JavaScript so that both the app and the production server (scripts/serve.mjs) read it.

/** Marks the server's own request for an error page; a visitor's request for that page is a 404. */
export const errorDocumentHeader = 'x-error-document'

const prefixed = new Set(['en', 'ar'])

/**
 * The address of the site's error page for a request that failed: in the language of the URL that
 * was asked for, naming the status and the path.
 * @param {string} url the failed request's path and query
 * @param {number} status
 * @returns {string}
 */
export function errorDocumentPath(url, status) {
  const path = url.split('?')[0] || '/'
  const first = path.split('/')[1] ?? ''
  const prefix = prefixed.has(first) ? `/${first}` : ''
  return `${prefix}/error-document?${new URLSearchParams({ status: String(status), path })}`
}
