import type { CollectionConfig } from 'payload'
import { receiptStatuses } from '@/lib/payments/payment-state'
import { customerOwnOrStaff } from '../access/customer-own'
import { hasRole, isAdmin, nobody } from '../access/roles'
import { messageLabel } from '../fields/message-label'
import { afterReceiptReview, guardReceiptReview } from '../hooks/receipt-review'

/** What the customer sent is kept as sent; only the review is the sales office's to change. */
const asSent = { access: { update: nobody }, admin: { readOnly: true } }

/**
 * Bank-transfer receipts a customer sends for their order (lib/payments/receipts.ts makes them,
 * with the checked file in private-files). Sales confirm or reject each with a reason; the order's
 * payment state follows, its production stage never does.
 */
export const PaymentReceipts: CollectionConfig = {
  slug: 'payment-receipts',
  labels: {
    singular: { fa: 'رسید واریز', en: 'Transfer receipt', ar: 'إيصال تحويل' },
    plural: { fa: 'رسیدهای واریز', en: 'Transfer receipts', ar: 'إيصالات التحويل' },
  },
  admin: {
    useAsTitle: 'trackingNumber',
    defaultColumns: ['trackingNumber', 'order', 'amount', 'transferDate', 'status', 'createdAt'],
    listSearchableFields: ['trackingNumber'],
    group: { fa: 'فروش', en: 'Sales', ar: 'المبيعات' },
    hidden: ({ user }) => !hasRole(user, 'sales'),
    description: {
      fa: 'رسید را با حساب بانکی تطبیق دهید و «تأیید شد» یا «رد شد» (با دلیل) را بزنید؛ مشتری پیامک می‌گیرد. مرحلهٔ تولید سفارش جداگانه تغییر می‌کند.',
      en: 'Match the receipt against the bank account, then mark it confirmed, or rejected with a reason; the customer is texted. The order’s production stage is changed separately.',
      ar: 'طابق الإيصال مع الحساب المصرفي ثم حدّد «مؤكَّد» أو «مرفوض» مع السبب؛ يتلقى العميل رسالة نصية. مرحلة إنتاج الطلب تتغير بشكل منفصل.',
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: customerOwnOrStaff('sales'),
    create: nobody,
    update: ({ req }) => hasRole(req.user, 'sales'),
    delete: isAdmin,
  },
  // One tracking number once per order, held by the database against two uploads at the same moment.
  indexes: [{ fields: ['order', 'trackingNumber'], unique: true }],
  hooks: { beforeChange: [guardReceiptReview], afterChange: [afterReceiptReview] },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, label: { fa: 'سفارش', en: 'Order', ar: 'الطلب' }, ...asSent },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, label: { fa: 'مشتری', en: 'Customer', ar: 'العميل' }, ...asSent },
    { name: 'amount', type: 'number', required: true, label: { fa: 'مبلغ (تومان)', en: 'Amount (toman)', ar: 'المبلغ (تومان)' }, ...asSent },
    { name: 'trackingNumber', type: 'text', required: true, label: { fa: 'شمارهٔ پیگیری', en: 'Tracking number', ar: 'رقم التتبع' }, ...asSent },
    {
      name: 'transferDate',
      type: 'text',
      required: true,
      label: { fa: 'تاریخ واریز', en: 'Transfer date (Jalali)', ar: 'تاريخ التحويل (هجري شمسي)' },
      ...asSent,
      // Kept as the customer typed it (1405-09-14); staff read it as every other date: «۱۴ آذر ۱۴۰۵».
      admin: { ...asSent.admin, components: { Cell: '/components/admin/AdminNumberCell#AdminJalaliTextCell', Field: '/components/admin/AdminNumberField#AdminJalaliTextField' } },
    },
    { name: 'file', type: 'upload', relationTo: 'private-files', required: true, label: { fa: 'فایل رسید', en: 'Receipt file', ar: 'ملف الإيصال' }, ...asSent },
    {
      name: 'status',
      type: 'radio',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: receiptStatuses.map((value) => ({ value, label: messageLabel(`payments.statuses.${value}`) })),
      label: { fa: 'بررسی', en: 'Review', ar: 'المراجعة' },
      admin: { position: 'sidebar', layout: 'vertical' },
    },
    {
      name: 'rejectionReason',
      type: 'textarea',
      maxLength: 300,
      label: { fa: 'دلیل رد', en: 'Reason for rejection', ar: 'سبب الرفض' },
      admin: { position: 'sidebar', condition: (data) => data?.status === 'rejected', description: { fa: 'برای مشتری پیامک می‌شود.', en: 'Texted to the customer.', ar: 'يُرسل إلى العميل برسالة نصية.' } },
    },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'users', label: { fa: 'بررسی‌کننده', en: 'Reviewed by', ar: 'راجعه' }, ...asSent, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'reviewedAt', type: 'date', label: { fa: 'زمان بررسی', en: 'Reviewed at', ar: 'وقت المراجعة' }, ...asSent, admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
