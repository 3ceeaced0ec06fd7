import { NotFound, type CollectionBeforeOperationHook } from 'payload'

/**
 * Every collection's ids are whole numbers. Any other id (`/api/products/abc`) names no document:
 * it is answered 404 here rather than reaching the database as a malformed value (a 500).
 */
export const numericIdsOnly: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id === undefined || id === null) return args
  if (typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : /^[1-9]\d{0,15}$/.test(String(id))) return args
  throw new NotFound(req.t)
}
