import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField, rolesOf, staffRoles } from '../access/roles'
import { selfOrAdmin } from '../access/self-or-admin'
import { forgetSignInTries, throttleSignIn } from '../hooks/login-throttle'

const roleLabels: Record<(typeof staffRoles)[number], { fa: string; en: string; ar: string }> = {
  admin: { fa: 'مدیر کل', en: 'Administrator', ar: 'المدير' },
  editor: { fa: 'ویراستار محتوا', en: 'Content editor', ar: 'محرر المحتوى' },
  sales: { fa: 'فروش', en: 'Sales', ar: 'المبيعات' },
  hr: { fa: 'منابع انسانی', en: 'Human resources', ar: 'الموارد البشرية' },
  procurement: { fa: 'تدارکات', en: 'Procurement', ar: 'المشتريات' },
}

/** Staff accounts: the only ones that can open the admin. Customers are a separate collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { fa: 'کارمند', en: 'Staff member', ar: 'موظف' },
    plural: { fa: 'کارکنان', en: 'Staff', ar: 'الموظفون' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'roles'],
    group: { fa: 'مدیریت', en: 'Administration', ar: 'الإدارة' },
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No lock (anyone could shut a staff member out): tries are slowed per account and address.
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  hooks: { beforeOperation: [throttleSignIn], afterLogin: [forgetSignInTries] },
  access: {
    admin: ({ req }) => rolesOf(req.user).length > 0,
    create: isAdmin,
    read: selfOrAdmin,
    update: selfOrAdmin,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      label: { fa: 'نام و نام خانوادگی', en: 'Full name', ar: 'الاسم الكامل' },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      label: { fa: 'نقش‌ها', en: 'Roles', ar: 'الأدوار' },
      options: staffRoles.map((value) => ({ value, label: roleLabels[value] })),
      access: { create: isAdminField, update: isAdminField },
      saveToJWT: true,
    },
  ],
}
