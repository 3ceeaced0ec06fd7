import type { CollectionConfig } from 'payload'
import { customerOwnOrStaff } from '../access/customer-own'
import { isAdmin, nobody } from '../access/roles'

const ownOrSales = customerOwnOrStaff('sales')

/** A signed-in customer's cart, kept on the server so it follows them to another device. */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: {
    singular: { fa: 'سبد خرید', en: 'Cart', ar: 'سلة' },
    plural: { fa: 'سبدهای خرید', en: 'Carts', ar: 'السلال' },
  },
  admin: { hidden: true },
  access: { read: ownOrSales, create: nobody, update: nobody, delete: isAdmin },
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
