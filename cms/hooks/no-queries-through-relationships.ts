import { type CollectionBeforeOperationHook, type CollectionConfig, type Field, type Where } from 'payload'
import { clientError } from '@/lib/payload-errors'
import { rolesOf } from '../access/roles'
import { numericIdsOnly } from './numeric-ids'

/** Every path a `where` names, through and/or. */
function wherePaths(where: Where | undefined, out: string[] = []): string[] {
  if (!where || typeof where !== 'object') return out
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) for (const w of value) wherePaths(w as Where, out)
    else out.push(key)
  }
  return out
}

const sortPaths = (sort: unknown): string[] => (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []).map((s) => String(s).trim().replace(/^-/, ''))

/**
 * Whether `path` walks from these fields into another document (`customer.sessions.id`): a
 * relationship or upload followed by anything but its own id.
 */
export function reachesThroughRelationship(fields: Field[], path: string): boolean {
  const [head, ...rest] = path.split('.')
  if (!rest.length) return false
  for (const field of fields) {
    if (field.type === 'tabs') {
      if (field.tabs.some((tab) => ('name' in tab && tab.name === head ? reachesThroughRelationship(tab.fields, rest.join('.')) : !('name' in tab && tab.name) && reachesThroughRelationship(tab.fields, path)))) return true
      continue
    }
    if (!('name' in field)) {
      // Rows and collapsibles hold their fields at this level.
      if ('fields' in field && reachesThroughRelationship(field.fields, path)) return true
      continue
    }
    if (field.name !== head) continue
    if (field.type === 'relationship' || field.type === 'upload' || field.type === 'join') return !(rest.length === 1 && rest[0] === 'id')
    if ('fields' in field) return reachesThroughRelationship(field.fields, rest.join('.'))
    if (field.type === 'blocks') return true
    return false
  }
  return false
}

const idOperators = new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const wholeNumber = (value: unknown) => (typeof value === 'number' ? Number.isSafeInteger(value) : typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()))

/** The top-level fields whose stored value is another document's id (one collection, not polymorphic). */
const idFieldNames = (fields: Field[]): Set<string> => {
  const names = new Set(['id'])
  for (const field of fields) {
    if ('name' in field && (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') names.add(field.name)
    else if (!('name' in field) && 'fields' in field) for (const name of idFieldNames(field.fields)) names.add(name)
  }
  return names
}

/**
 * The conditions of a `where` that compare an id (the document's, or a relationship's) with
 * something that is not a whole number (`where[id][in]=x`): the database would fail on it (a 500),
 * so such a query is the client's mistake, answered 400.
 */
export function malformedIdConditions(fields: Field[], where: Where | undefined): string[] {
  const ids = idFieldNames(fields)
  const bad: string[] = []
  const walk = (w: Where | undefined) => {
    if (!w || typeof w !== 'object') return
    for (const [key, condition] of Object.entries(w)) {
      if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
        for (const inner of condition) walk(inner as Where)
        continue
      }
      const path = key.endsWith('.id') ? key.slice(0, -3) : key
      if (!ids.has(path) || !condition || typeof condition !== 'object') continue
      for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
        if (!idOperators.has(operator) || value === null || value === 'null') continue
        const values = Array.isArray(value) ? value : operator.endsWith('in') || operator === 'all' ? String(value).split(',') : [value]
        // An empty entry (an empty list, as the admin may send) names no id: nothing to refuse.
        if (!values.filter((v) => v !== '' && v !== undefined).every(wholeNumber)) bad.push(`${key} ${operator}`)
      }
    }
  }
  walk(where)
  return bad
}

/**
 * Visitors' queries (REST, GraphQL) filter and sort by a document's own fields only. Payload lets
 * a `where` follow a relationship into the related document, where fields the visitor may not read
 * (a customer's sessions and their times) answered yes or no through the count of comments found.
 * Staff, and the site's own server code, keep the full query language.
 */
const noQueriesThroughRelationships: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (req.payloadAPI === 'local') return args
  const { where, sort } = args as { where?: Where; sort?: unknown }
  const malformed = malformedIdConditions(collection.fields, where)
  if (malformed.length) throw clientError(`An id is a whole number: ${malformed.join(', ')}`, 400, malformed.map((path) => ({ path })), 'QueryError')
  if (rolesOf(req.user).length > 0) return args
  const paths = [...wherePaths(where), ...sortPaths(sort)]
  const refused = paths.filter((p) => reachesThroughRelationship(collection.fields, p))
  // Shaped as Payload's own answer for a path it cannot query (the data is what carries the message out).
  if (refused.length) throw clientError(`The following path cannot be queried: ${refused.join(', ')}`, 400, refused.map((path) => ({ path })), 'QueryError')
  return args
}

/** The collection with the guards on what a request may ask first among its beforeOperation hooks. */
export const withQueryGuard = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [numericIdsOnly, noQueriesThroughRelationships, ...(collection.hooks?.beforeOperation ?? [])] },
})
