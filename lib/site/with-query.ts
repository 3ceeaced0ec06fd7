/** A path with its query string, or the bare path when there is none (never a trailing `?`). */
export const withQuery = (path: string, query: string | URLSearchParams): string => {
  const qs = String(query)
  return qs ? `${path}?${qs}` : path
}
