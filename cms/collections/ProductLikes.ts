import type { CollectionConfig } from 'payload'
import { customerOwnOrStaff } from '../access/customer-own'
import { isCustomer, nobody } from '../access/roles'
import { stampOwnCustomer } from '../hooks/own-customer'

/** A customer sees and removes only their own likes; staff see all. */
const ownOrStaff = customerOwnOrStaff('editor', 'sales')

/** One row per customer and product (a unique index), so a like is counted once. */
export const ProductLikes: CollectionConfig = {
  slug: 'product-likes',
  labels: {
    singular: { fa: 'پسند محصول', en: 'Product like', ar: 'إعجاب بمنتج' },
    plural: { fa: 'پسندهای محصولات', en: 'Product likes', ar: 'إعجابات المنتجات' },
  },
  admin: { hidden: true },
  access: {
    read: ownOrStaff,
    create: ({ req }) => isCustomer(req.user),
    update: nobody,
    delete: ownOrStaff,
  },
  indexes: [{ fields: ['product', 'customer'], unique: true }],
  hooks: { beforeChange: [stampOwnCustomer] },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true },
  ],
}
