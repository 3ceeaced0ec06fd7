import type { Access, CollectionBeforeValidateHook, CollectionConfig, FieldAccess } from 'payload'
import { normalizeMobile } from '@/lib/auth/mobile'
import { isCustomer, nobody, rolesOf } from '../access/roles'
import { forgetSignInTries, throttleSignIn } from '../hooks/login-throttle'
import { noEmailReset } from '../hooks/no-email-reset'
import { buyerGroup } from '../fields/buyer'

const isStaff = (user: Parameters<typeof rolesOf>[0]) => rolesOf(user).length > 0

/** A customer sees and changes only their own account; staff see all; nobody else sees any. */
const selfOrStaff: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (isCustomer(req.user)) return { id: { equals: req.user.id } }
  return false
}

const staffOnlyField: FieldAccess = ({ req }) => isStaff(req.user)

/** Numbers are stored one way (09xxxxxxxxx) whatever way they were typed. */
const normalizeMobileField: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.mobile === 'string') data.mobile = normalizeMobile(data.mobile) ?? data.mobile
  return data
}

/** Shop customers: a separate auth collection from staff, never allowed into the admin. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: {
    singular: { fa: 'مشتری', en: 'Customer', ar: 'عميل' },
    plural: { fa: 'مشتریان', en: 'Customers', ar: 'العملاء' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'mobile', 'email', 'createdAt'], group: { fa: 'فروش', en: 'Sales', ar: 'المبيعات' } },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 30,
    // No lock: a lock lets anyone shut the owner out. Tries are slowed per account and address instead.
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  access: {
    admin: nobody,
    // Sign-up goes through the site's own form and server code, not the open REST endpoint.
    create: ({ req }) => isStaff(req.user),
    read: selfOrStaff,
    // A customer's own changes go through the site's flows only (a code to a new number, the
    // current password for a new one); REST and GraphQL updates would skip those checks.
    update: ({ req }) => (req.payloadAPI === 'local' || isStaff(req.user) ? selfOrStaff({ req }) : false),
    delete: ({ req }) => rolesOf(req.user).includes('admin'),
  },
  hooks: { beforeValidate: [normalizeMobileField], beforeOperation: [throttleSignIn, noEmailReset], afterLogin: [forgetSignInTries] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120, label: { fa: 'نام و نام خانوادگی', en: 'Full name', ar: 'الاسم الكامل' } },
    {
      name: 'mobile',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { fa: 'موبایل', en: 'Mobile', ar: 'الجوال' },
      validate: (v: string | null | undefined) => (typeof v === 'string' && /^09\d{9}$/.test(v)) || 'Mobile format is incorrect!',
    },
    {
      name: 'mobileVerified',
      type: 'checkbox',
      defaultValue: false,
      access: { create: staffOnlyField, update: staffOnlyField },
      label: { fa: 'موبایل تأیید شده', en: 'Mobile verified', ar: 'تم التحقق من الجوال' },
    },
    buyerGroup({ snapshot: false }),
  ],
}
