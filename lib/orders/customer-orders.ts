import type { Payload, Where } from 'payload'
import type { Order } from '@/cms/payload-types'
import type { CustomerViewer, StaffViewer } from '@/lib/auth/viewer'
import { findPageOrLast } from '@/lib/db/page-or-last'
import type { Locale } from '@/lib/i18n/config'

const ORDERS_PER_PAGE = 10

type Reader = CustomerViewer | StaffViewer
export type OrderRow = Pick<Order, 'id' | 'orderNumber' | 'createdAt' | 'total' | 'stage'>

/** The visitor's own orders, newest first (a page past the end: the last), in the page's language, read under their access rules (a customer sees only theirs). */
export async function listOrders(payload: Payload, viewer: Reader, page: number, locale: Locale) {
  const where: Where = viewer.kind === 'customer' ? { customer: { equals: viewer.id } } : {}
  const find = (at: number) =>
    payload.find({
      collection: 'orders',
      locale,
      where,
      sort: '-createdAt',
      limit: ORDERS_PER_PAGE,
      page: at,
      depth: 0,
      select: { orderNumber: true, createdAt: true, total: true, stage: true },
      overrideAccess: false,
      user: viewer.user,
    })
  const count = async () => (await payload.count({ collection: 'orders', where, overrideAccess: false, user: viewer.user })).totalDocs
  const result = await findPageOrLast(Math.max(1, Math.floor(page) || 1), ORDERS_PER_PAGE, find, count)
  return { orders: result.docs as OrderRow[], page: result.page ?? 1, pages: Math.max(1, result.totalPages) }
}

/**
 * One order with its item titles in the page's language, or null when it does not exist or is not
 * the visitor's (the page then shows 404).
 */
export async function getOrder(payload: Payload, viewer: Reader, id: number, locale: Locale): Promise<Order | null> {
  const order = await payload.findByID({ collection: 'orders', id, locale, depth: 0, overrideAccess: false, user: viewer.user, disableErrors: true })
  return order ?? null
}
