import type { CollectionBeforeChangeHook } from 'payload'
import { isCustomer } from '../access/roles'

/** A customer's row (a like, an alert) is always the signed-in customer's own, whatever id the request carries. */
export const stampOwnCustomer: CollectionBeforeChangeHook = ({ data, req }) => {
  if (isCustomer(req.user)) data.customer = req.user.id
  return data
}
