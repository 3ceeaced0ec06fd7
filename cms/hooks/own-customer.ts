import type { CollectionBeforeChangeHook } from 'payload'

/** A customer's row (a like, an alert) is always the signed-in customer's own, whatever id the request carries. */
export const stampOwnCustomer: CollectionBeforeChangeHook = ({ data, req }) => {
  if (req.user?.collection === 'customers') data.customer = req.user.id
  return data
}
