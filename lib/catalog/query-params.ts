/**
 * Catalogue listing state in the URL: `q`, `brand` (repeatable), `min`, `max`, `stock=in`,
 * `spec=<key>:<value>` (repeatable), `sort`, `page`. The names are fixed (`catalogParamNames`), so
 * the routing can tell a plain listing address from a searched or filtered one by its parameter
 * names alone (lib/catalog/listing-rewrites.ts).
 *
 * The URL is typed by people and bots alike, so parsing never throws: a value that cannot be read
 * is dropped, a number out of range is clamped. Listing pages are cached by URL, so
 * `serializeCatalogQuery` writes one canonical string per set of filters.
 */
import { normalizeSearchText, toLatinDigits } from './normalize'

export const sortKeys = ['newest', 'best-selling', 'most-visited', 'cheapest', 'most-expensive'] as const
export type SortKey = (typeof sortKeys)[number]
export const DEFAULT_SORT: SortKey = 'newest'
export const PAGE_SIZE = 12
export const MAX_PRICE = 100_000_000_000 // toman
const MAX_PAGE = 10_000

export type StockFilter = 'in_stock'

export type CatalogQuery = {
  q: string // normalized search text ('' when none), via normalizeSearchText
  sort: SortKey
  page: number // 1-based, integer, clamped to 1..10000
  brands: string[] // brand slugs, sorted, unique, max 20
  minPrice?: number // whole toman, 0..MAX_PRICE
  maxPrice?: number // whole toman, 0..MAX_PRICE; min <= max
  stock?: StockFilter
  specs: Record<string, string[]> // spec attribute key -> allowed values, sorted, unique
}

export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>

const MAX_BRANDS = 20
// Real brand slugs are short; the bound keeps junk out of cache keys.
const MAX_BRAND_LENGTH = 64
const BRAND_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SPEC_KEYS = 8
const MAX_SPEC_VALUES = 10
const MAX_SPEC_VALUE_LENGTH = 40
const SPEC_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/
// A spec filter is `spec=<key>:<value>`: the key pattern has no colon, so the first one ends it.
const SPEC_PARAM = 'spec'
const SPEC_SEPARATOR = ':'

/** Every parameter a listing reads; any other is ignored. */
export const catalogParamNames = ['q', 'brand', 'min', 'max', 'stock', SPEC_PARAM, 'sort', 'page'] as const

/** The name and value of the parameter that keeps listed products to those whose `key` is `value`. */
export const specParam = (key: string, value: string) => ({ name: SPEC_PARAM, value: key + SPEC_SEPARATOR + value })

/** `stock=in` in the URL: in stock only. */
export const STOCK_PARAM_VALUE = 'in'

// ---------------------------------------------------------------------------------------------
// Reading raw parameters: URLSearchParams (middleware, client) or Next's searchParams object.

function allValues(params: RawParams, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name)
  const value = params[name]
  if (value === undefined) return []
  return typeof value === 'string' ? [value] : value
}

// A repeated single-valued parameter is read as its first occurrence.
export function firstValue(params: RawParams, name: string): string | undefined {
  return allValues(params, name)[0]
}

/**
 * A whole number written with Latin, Persian or Arabic digits, optionally with thousands
 * separators (people paste "۱٬۰۰۰٬۰۰۰" into a price box). Fractions, exponents and words are
 * unreadable: null.
 */
function readInteger(raw: string | undefined): number | null {
  if (raw === undefined) return null
  const text = toLatinDigits(raw.trim()).replace(/[,\u066C]/g, '')
  if (!/^[-+]?\d+$/.test(text)) return null
  return Number(text) // may be Infinity for hundreds of digits; the clamps below handle that
}

// ---------------------------------------------------------------------------------------------
// Canonical values. Shared by parse and serialize, so a hand-built query is written canonically.

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

function isSortKey(value: string): value is SortKey {
  return (sortKeys as readonly string[]).includes(value)
}

function cleanPage(page: number | null | undefined): number {
  if (page === null || page === undefined || Number.isNaN(page)) return 1
  return clamp(Math.trunc(page), 1, MAX_PAGE)
}

function cleanPrice(price: number | null | undefined): number | undefined {
  if (price === null || price === undefined || Number.isNaN(price)) return undefined
  return clamp(Math.round(price), 0, MAX_PRICE)
}

// Sorted by code unit, not localeCompare, so the order is the same on every runtime.
function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

function cleanBrands(brands: readonly string[]): string[] {
  const valid = brands
    .map((brand) => brand.trim().toLowerCase())
    .filter((brand) => brand.length <= MAX_BRAND_LENGTH && BRAND_PATTERN.test(brand))
  return sortedUnique(valid).slice(0, MAX_BRANDS)
}

// Values are kept as written apart from trimming: the UI builds them from stored attribute values,
// which are matched exactly.
function cleanSpecValues(values: readonly string[]): string[] {
  const valid = values.map((value) => value.trim()).filter((value) => value !== '' && value.length <= MAX_SPEC_VALUE_LENGTH)
  return sortedUnique(valid).slice(0, MAX_SPEC_VALUES)
}

function cleanSpecs(specs: Readonly<Record<string, readonly string[]>>, allowedKeys?: readonly string[]): Record<string, string[]> {
  const allowed = allowedKeys ? new Set(allowedKeys) : null
  const keys = sortedUnique(Object.keys(specs)).filter((key) => SPEC_KEY_PATTERN.test(key) && (!allowed || allowed.has(key)))
  const entries: [string, string[]][] = []
  for (const key of keys) {
    const values = cleanSpecValues(specs[key] ?? [])
    if (values.length > 0) entries.push([key, values])
    if (entries.length === MAX_SPEC_KEYS) break
  }
  return Object.fromEntries(entries)
}

type PriceRange = Pick<CatalogQuery, 'minPrice' | 'maxPrice'>

// Reversed bounds are read as the range the visitor meant rather than an empty result.
function cleanPriceRange(min: number | null | undefined, max: number | null | undefined): PriceRange {
  let minPrice = cleanPrice(min)
  let maxPrice = cleanPrice(max)
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice]
  const range: PriceRange = {}
  if (minPrice !== undefined) range.minPrice = minPrice
  if (maxPrice !== undefined) range.maxPrice = maxPrice
  return range
}

type QueryDraft = {
  q?: string
  sort?: string
  page?: number | null
  brands?: readonly string[]
  minPrice?: number | null
  maxPrice?: number | null
  stock?: string
  specs?: Readonly<Record<string, readonly string[]>>
}

// Optional fields are left off rather than set to undefined, so queries compare equal with toEqual
// and spread cleanly.
function canonicalQuery(draft: QueryDraft, specKeys?: readonly string[]): CatalogQuery {
  const query: CatalogQuery = {
    q: normalizeSearchText(draft.q ?? ''),
    sort: draft.sort !== undefined && isSortKey(draft.sort) ? draft.sort : DEFAULT_SORT,
    page: cleanPage(draft.page),
    brands: cleanBrands(draft.brands ?? []),
    ...cleanPriceRange(draft.minPrice, draft.maxPrice),
    specs: cleanSpecs(draft.specs ?? {}, specKeys),
  }
  if (draft.stock === 'in_stock') query.stock = 'in_stock'
  return query
}

// ---------------------------------------------------------------------------------------------
// Public API

// Grouped in a Map and built through entries, not assignment, so a `__proto__` key stays an
// ordinary key (which the key pattern then rejects).
function readSpecs(params: RawParams): Record<string, string[]> {
  const specs = new Map<string, string[]>()
  for (const raw of allValues(params, SPEC_PARAM)) {
    const at = raw.indexOf(SPEC_SEPARATOR)
    if (at <= 0) continue
    const key = raw.slice(0, at).trim()
    specs.set(key, [...(specs.get(key) ?? []), raw.slice(at + 1)])
  }
  return Object.fromEntries(specs)
}

function readStock(raw: string | undefined): StockFilter | undefined {
  const value = raw?.trim().toLowerCase()
  return value === STOCK_PARAM_VALUE || value === 'in_stock' ? 'in_stock' : undefined
}

/**
 * The listing state in `params`. With `options.specKeys`, spec filters on other attributes are
 * dropped (they would only produce empty pages and extra cache entries).
 */
export function parseCatalogQuery(params: RawParams, options?: { specKeys?: readonly string[] }): CatalogQuery {
  return canonicalQuery(
    {
      q: firstValue(params, 'q'),
      sort: firstValue(params, 'sort')?.trim().toLowerCase(),
      page: readInteger(firstValue(params, 'page')),
      brands: allValues(params, 'brand'),
      minPrice: readInteger(firstValue(params, 'min')),
      maxPrice: readInteger(firstValue(params, 'max')),
      stock: readStock(firstValue(params, 'stock')),
      specs: readSpecs(params),
    },
    options?.specKeys,
  )
}

// Any change other than the page itself shows a different list, whose page 1 is the place to start.
function applyOverrides(query: CatalogQuery, overrides: Partial<CatalogQuery>): CatalogQuery {
  const changesList = Object.keys(overrides).some((key) => key !== 'page')
  const merged: CatalogQuery = { ...query, ...overrides }
  if (changesList && !('page' in overrides)) merged.page = 1
  return merged
}

/**
 * The canonical query string (without '?') for `query` with `overrides` applied: fixed order
 * q, brand…, min, max, stock, spec… by key, sort, page; defaults left out. An override set to
 * undefined clears that filter.
 */
export function serializeCatalogQuery(query: CatalogQuery, overrides?: Partial<CatalogQuery>): string {
  const canonical = canonicalQuery(overrides ? applyOverrides(query, overrides) : query)
  const out = new URLSearchParams()
  if (canonical.q !== '') out.append('q', canonical.q)
  for (const brand of canonical.brands) out.append('brand', brand)
  if (canonical.minPrice !== undefined) out.append('min', String(canonical.minPrice))
  if (canonical.maxPrice !== undefined) out.append('max', String(canonical.maxPrice))
  if (canonical.stock === 'in_stock') out.append('stock', STOCK_PARAM_VALUE)
  for (const [key, values] of Object.entries(canonical.specs)) {
    for (const value of values) {
      const param = specParam(key, value)
      out.append(param.name, param.value)
    }
  }
  if (canonical.sort !== DEFAULT_SORT) out.append('sort', canonical.sort)
  if (canonical.page !== 1) out.append('page', String(canonical.page))
  return out.toString()
}

/** How many filters narrow the list (the search text aside): each brand, spec value, price range, stock. */
export function activeFilterCount(query: CatalogQuery): number {
  const specValues = Object.values(query.specs).reduce((n, values) => n + values.length, 0)
  const price = query.minPrice !== undefined || query.maxPrice !== undefined ? 1 : 0
  return query.brands.length + specValues + price + (query.stock ? 1 : 0)
}

/** Whether the visitor narrowed the list (search or any filter); sort and page do not count. */
export function isFiltered(query: CatalogQuery): boolean {
  return (
    query.q !== '' ||
    query.brands.length > 0 ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.stock !== undefined ||
    Object.keys(query.specs).length > 0
  )
}

/** Listings past this page are read fresh each time: few visitors go there, and each page is an entry. */
const DEEPEST_CACHED_PAGE = 20

/**
 * Whether a listing read is kept in the cache. A search text is the visitor's own: every distinct one
 * made an entry of its own (407 entries for 406 searches), so the cache grew without bound.
 */
export const isKeptListingRead = (query: CatalogQuery) => query.q === '' && query.page <= DEEPEST_CACHED_PAGE
