import type { CollectionConfig } from 'payload'
import { customerOwnOrStaff } from '../access/customer-own'
import { isCustomer, nobody } from '../access/roles'
import { stampOwnCustomer } from '../hooks/own-customer'
import { locales } from '@/lib/i18n/config'

const ownOrStaff = customerOwnOrStaff('sales')

/**
 * A customer's request to be texted when a product's price changes, or falls below a price they
 * chose: at most one text per alert and Tehran day (`lastSentDay`, claimed in one statement).
 */
export const PriceAlerts: CollectionConfig = {
  slug: 'price-alerts',
  labels: {
    singular: { fa: 'هشدار قیمت', en: 'Price alert', ar: 'تنبيه السعر' },
    plural: { fa: 'هشدارهای قیمت', en: 'Price alerts', ar: 'تنبيهات الأسعار' },
  },
  admin: { group: { fa: 'مشتریان', en: 'Customers', ar: 'العملاء' }, defaultColumns: ['product', 'customer', 'kind', 'threshold', 'lastSentAt'] },
  access: {
    read: ownOrStaff,
    create: ({ req }) => isCustomer(req.user),
    update: nobody,
    delete: ownOrStaff,
  },
  indexes: [{ fields: ['customer', 'product'], unique: true }],
  hooks: { beforeChange: [stampOwnCustomer] },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, label: { fa: 'مشتری', en: 'Customer', ar: 'العميل' } },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true, label: { fa: 'محصول', en: 'Product', ar: 'المنتج' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'change',
      options: [
        { value: 'change', label: { fa: 'هر تغییر قیمت', en: 'Any price change', ar: 'أي تغيير في السعر' } },
        { value: 'below', label: { fa: 'کمتر از قیمت تعیین‌شده', en: 'Below a chosen price', ar: 'أقل من سعر محدد' } },
      ],
      label: { fa: 'نوع', en: 'Kind', ar: 'النوع' },
    },
    { name: 'threshold', type: 'number', min: 1, label: { fa: 'قیمت تعیین‌شده (تومان)', en: 'Chosen price (toman)', ar: 'السعر المحدد (تومان)' } },
    { name: 'locale', type: 'select', required: true, defaultValue: 'fa', options: [...locales], label: { fa: 'زبان پیامک', en: 'Text language', ar: 'لغة الرسالة' } },
    { name: 'lastSentDay', type: 'text', admin: { hidden: true } },
    { name: 'lastSentAt', type: 'date', admin: { readOnly: true }, label: { fa: 'آخرین پیامک', en: 'Last text sent', ar: 'آخر رسالة' } },
  ],
}
