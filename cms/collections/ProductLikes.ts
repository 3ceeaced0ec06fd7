import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { customerOwnOrStaff } from '../access/customer-own'
import { nobody } from '../access/roles'

/** A customer sees and removes only their own likes; staff see all. */
const ownOrStaff = customerOwnOrStaff('editor', 'sales')

/** A like is always the signed-in customer's own, whatever id the request carries. */
const ownLike: CollectionBeforeChangeHook = ({ data, req }) => {
  if (req.user?.collection === 'customers') data.customer = req.user.id
  return data
}

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
    create: ({ req }) => req.user?.collection === 'customers',
    update: nobody,
    delete: ownOrStaff,
  },
  indexes: [{ fields: ['product', 'customer'], unique: true }],
  hooks: { beforeChange: [ownLike] },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true },
  ],
}
