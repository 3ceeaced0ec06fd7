import type { Access, CollectionConfig, Where } from 'payload'
import { hasRole } from '../access/roles'

const ownOrSales: Access = ({ req }) => {
  if (hasRole(req.user, 'sales')) return true
  if (req.user?.collection === 'customers') {
    const own: Where = { customer: { equals: req.user.id } }
    return own
  }
  return false
}

/** A signed-in customer's cart, kept on the server so it follows them to another device. */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: {
    singular: { fa: 'سبد خرید', en: 'Cart', ar: 'سلة' },
    plural: { fa: 'سبدهای خرید', en: 'Carts', ar: 'السلال' },
  },
  admin: { hidden: true },
  access: { read: ownOrSales, create: () => false, update: () => false, delete: ({ req }) => hasRole(req.user) },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, unique: true },
    {
      name: 'lines',
      type: 'array',
      fields: [
        { name: 'product', type: 'number', required: true },
        { name: 'quantity', type: 'number', required: true },
      ],
    },
  ],
}
