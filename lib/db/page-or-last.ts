import type { PaginatedDocs } from 'payload'

/**
 * One page of a list read through `find`; a page past the end (an old link, a hand-typed number)
 * reads the last page instead, and an empty list its first, as the catalogue's listings do, rather
 * than an empty page that says the list is empty. Counted apart only then, with `count`: past the
 * end, Payload's own total is 0 for a filter on a has-many field (its count keeps the page's offset).
 */
export async function findPageOrLast<T>(page: number, perPage: number, find: (page: number) => Promise<PaginatedDocs<T>>, count: () => Promise<number>): Promise<PaginatedDocs<T>> {
  const result = await find(page)
  if (result.docs.length || page <= 1) return result
  const total = await count()
  return find(Math.max(Math.ceil(total / perPage), 1))
}
