import type { Access, CollectionBeforeChangeHook, CollectionConfig, FieldAccess, Where } from 'payload'
import { hasRole, isCustomer } from '../access/roles'
import { revalidateProductComments } from '../hooks/revalidate-comments'

const isModerator = (user: Parameters<typeof hasRole>[0]) => hasRole(user, 'editor', 'sales')

/** Guests read approved comments; a customer also their own pending ones; moderators all. */
const readComments: Access = ({ req }) => {
  if (isModerator(req.user)) return true
  if (isCustomer(req.user)) {
    const visible: Where = { or: [{ status: { equals: 'approved' } }, { customer: { equals: req.user.id } }] }
    return visible
  }
  return { status: { equals: 'approved' } }
}

const moderatorsOnly: Access = ({ req }) => isModerator(req.user)
const moderatorField: FieldAccess = ({ req }) => isModerator(req.user)

/**
 * A customer writes as themselves: whatever author or status a request carries, the comment is
 * theirs, under their current name, waiting for a moderator.
 */
const ownComment: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && isCustomer(req.user)) {
    data.customer = req.user.id
    data.authorName = (req.user as { name?: string }).name ?? ''
    data.status = 'pending'
  }
  return data
}

export const ProductComments: CollectionConfig = {
  slug: 'product-comments',
  labels: {
    singular: { fa: 'دیدگاه محصول', en: 'Product comment', ar: 'تعليق على منتج' },
    plural: { fa: 'دیدگاه‌های محصولات', en: 'Product comments', ar: 'تعليقات المنتجات' },
  },
  admin: {
    useAsTitle: 'body',
    defaultColumns: ['body', 'product', 'authorName', 'status', 'createdAt'],
    group: { fa: 'کاتالوگ', en: 'Catalogue', ar: 'الكتالوج' },
  },
  defaultSort: '-createdAt',
  access: {
    read: readComments,
    create: ({ req }) => isCustomer(req.user) || isModerator(req.user),
    update: moderatorsOnly,
    delete: moderatorsOnly,
  },
  indexes: [{ fields: ['product', 'status', 'createdAt'] }],
  hooks: {
    beforeChange: [ownComment],
    afterChange: [revalidateProductComments],
    afterDelete: [revalidateProductComments],
  },
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, label: { fa: 'محصول', en: 'Product', ar: 'المنتج' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      access: { update: moderatorField },
      options: [
        { value: 'pending', label: { fa: 'در انتظار تأیید', en: 'Awaiting approval', ar: 'بانتظار الموافقة' } },
        { value: 'approved', label: { fa: 'تأیید شده', en: 'Approved', ar: 'تمت الموافقة' } },
        { value: 'rejected', label: { fa: 'رد شده', en: 'Rejected', ar: 'مرفوض' } },
      ],
      label: { fa: 'وضعیت', en: 'Status', ar: 'الحالة' },
      admin: { position: 'sidebar' },
    },
    { name: 'body', type: 'textarea', required: true, maxLength: 2000, label: { fa: 'متن دیدگاه', en: 'Comment', ar: 'نص التعليق' } },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, access: { update: moderatorField }, label: { fa: 'مشتری', en: 'Customer', ar: 'العميل' }, admin: { position: 'sidebar' } },
    { name: 'authorName', type: 'text', maxLength: 120, access: { update: moderatorField }, label: { fa: 'نام نویسنده', en: 'Author name', ar: 'اسم الكاتب' }, admin: { position: 'sidebar' } },
    {
      name: 'locale',
      type: 'select',
      options: ['fa', 'en', 'ar'],
      label: { fa: 'زبان', en: 'Language', ar: 'اللغة' },
      admin: { position: 'sidebar' },
    },
  ],
}
