import type { CollectionConfig } from 'payload'
import { orderStages } from '@/lib/orders/stages'
import { customerOwnOrStaff } from '../access/customer-own'
import { hasRole, isAdmin, nobody } from '../access/roles'
import { paymentStates } from '@/lib/payments/payment-state'
import { buyerGroup } from '../fields/buyer'
import { saleUnitField } from '../fields/sale-unit'
import { announceStageChange, guardStageChange } from '../hooks/order-stage'
import { rowLabel } from '../admin/row-label'
import { messageLabel } from '../fields/message-label'

/** Sales staff and admins see every order; a customer only their own; nobody else any. */
const readOrders = customerOwnOrStaff('sales')

/** What was ordered and at what price is fixed when the order is placed. */
const fixed = nobody
const readOnly = { access: { update: fixed }, admin: { readOnly: true } }
// The stages' names are the storefront's own (messages/*.json → orders.stages): staff and customer read the same words.
const stageOptions = orderStages.map((value) => ({ value, label: messageLabel(`orders.stages.${value}`) }))

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: {
    singular: { fa: 'سفارش', en: 'Order', ar: 'طلب' },
    plural: { fa: 'سفارش‌ها', en: 'Orders', ar: 'الطلبات' },
  },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'customer', 'total', 'stage', 'paymentState', 'createdAt'],
    listSearchableFields: ['orderNumber', 'phone'],
    group: { fa: 'فروش', en: 'Sales', ar: 'المبيعات' },
    description: {
      fa: 'مرحله سفارش را رو به جلو ببرید؛ بازگرداندن به مرحله قبل فقط با نقش مدیر و با نوشتن دلیل ممکن است.',
      en: 'Move orders forward through the stages; moving back needs the admin role and a reason.',
      ar: 'انقل الطلب إلى المرحلة التالية؛ الرجوع إلى مرحلة سابقة يتطلب دور المدير وذكر السبب.',
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: readOrders,
    // Orders are placed by the shop's own server code (prices re-read, one per submission key).
    create: nobody,
    update: ({ req }) => hasRole(req.user, 'sales'),
    delete: isAdmin,
  },
  indexes: [{ fields: ['customer', 'createdAt'] }, { fields: ['stage', 'createdAt'] }],
  hooks: { beforeChange: [guardStageChange], afterChange: [announceStageChange] },
  fields: [
    { name: 'orderNumber', type: 'text', required: true, unique: true, label: { fa: 'شماره سفارش', en: 'Order number', ar: 'رقم الطلب' }, ...readOnly },
    {
      name: 'stage',
      type: 'select',
      required: true,
      defaultValue: 'not_checked',
      index: true,
      options: stageOptions,
      label: { fa: 'مرحله', en: 'Stage', ar: 'المرحلة' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'stageReason',
      type: 'text',
      label: { fa: 'دلیل بازگشت به مرحله قبل', en: 'Reason for moving back', ar: 'سبب الرجوع' },
      admin: { position: 'sidebar', description: { fa: 'فقط هنگام بازگرداندن مرحله لازم است و در تاریخچه ثبت می‌شود.', en: 'Only needed to move an order back; kept in the history.', ar: 'مطلوب فقط عند الرجوع، ويُحفظ في السجل.' } },
    },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, label: { fa: 'مشتری', en: 'Customer', ar: 'العميل' }, ...readOnly, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      label: { fa: 'اقلام', en: 'Items', ar: 'البنود' },
      ...readOnly,
      admin: { ...readOnly.admin, components: { RowLabel: rowLabel({ noun: { fa: 'قلم', en: 'Item', ar: 'بند' }, detail: 'title' }) } },
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', label: { fa: 'محصول', en: 'Product', ar: 'المنتج' } },
        // In every language, so the order reads in the language of the page it is opened on.
        { name: 'title', type: 'text', required: true, localized: true, label: { fa: 'عنوان', en: 'Title', ar: 'العنوان' } },
        saleUnitField({ label: { fa: 'واحد', en: 'Unit', ar: 'الوحدة' } }),
        { name: 'quantity', type: 'number', required: true, label: { fa: 'مقدار', en: 'Quantity', ar: 'الكمية' } },
        { name: 'unitPrice', type: 'number', required: true, label: { fa: 'قیمت واحد (تومان)', en: 'Unit price (toman)', ar: 'سعر الوحدة (تومان)' } },
        { name: 'lineTotal', type: 'number', required: true, label: { fa: 'جمع (تومان)', en: 'Line total (toman)', ar: 'المجموع (تومان)' } },
        // The line's weight when the order was placed, where the product's weight was known.
        { name: 'kilograms', type: 'number', label: { fa: 'وزن (کیلوگرم)', en: 'Weight (kg)', ar: 'الوزن (كغ)' } },
        // Ordered while the product was not in stock: made for this order (its delivery estimate).
        { name: 'madeToOrder', type: 'checkbox', defaultValue: false, label: { fa: 'تولید سفارشی', en: 'Made to order', ar: 'تصنيع حسب الطلب' } },
      ],
    },
    // Delivery priced into the order (a quote's freight); part of the subtotal the tax is reckoned on.
    { name: 'freight', type: 'number', defaultValue: 0, label: { fa: 'هزینهٔ حمل (تومان)', en: 'Freight (toman)', ar: 'أجرة الشحن (تومان)' }, ...readOnly },
    { name: 'quote', type: 'relationship', relationTo: 'quote-requests', label: { fa: 'استعلام قیمت', en: 'Request for quotation', ar: 'طلب عرض السعر' }, ...readOnly, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'total', type: 'number', required: true, label: { fa: 'مبلغ کل (تومان)', en: 'Total (toman)', ar: 'الإجمالي (تومان)' }, ...readOnly },
    {
      name: 'paymentState',
      type: 'select',
      required: true,
      defaultValue: 'unpaid',
      index: true,
      options: paymentStates.map((value) => ({ value, label: messageLabel(`payments.states.${value}`) })),
      label: { fa: 'وضعیت پرداخت', en: 'Payment', ar: 'حالة الدفع' },
      ...readOnly,
      admin: { readOnly: true, position: 'sidebar', description: { fa: 'از رسیدهای واریز تأییدشده؛ مرحلهٔ تولید را تغییر نمی‌دهد.', en: 'From confirmed transfer receipts; never changes the production stage.', ar: 'من إيصالات التحويل المؤكَّدة؛ لا يغيّر مرحلة الإنتاج.' } },
    },
    { name: 'paidAmount', type: 'number', defaultValue: 0, label: { fa: 'مبلغ تأییدشده (تومان)', en: 'Confirmed paid (toman)', ar: 'المدفوع المؤكَّد (تومان)' }, ...readOnly, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'receipts', type: 'join', collection: 'payment-receipts', on: 'order', label: { fa: 'رسیدهای واریز', en: 'Transfer receipts', ar: 'إيصالات التحويل' }, admin: { defaultColumns: ['trackingNumber', 'amount', 'transferDate', 'status'] } },
    { ...buyerGroup({ snapshot: true }), ...readOnly },
    { name: 'address', type: 'textarea', required: true, label: { fa: 'نشانی تحویل', en: 'Delivery address', ar: 'عنوان التسليم' } },
    { name: 'phone', type: 'text', required: true, label: { fa: 'تلفن', en: 'Phone', ar: 'الهاتف' } },
    { name: 'note', type: 'textarea', label: { fa: 'یادداشت مشتری', en: 'Customer note', ar: 'ملاحظة العميل' } },
    { name: 'locale', type: 'select', options: ['fa', 'en', 'ar'], defaultValue: 'fa', label: { fa: 'زبان مشتری', en: 'Customer language', ar: 'لغة العميل' }, ...readOnly, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'submissionKey', type: 'text', required: true, unique: true, access: { read: fixed, update: fixed }, admin: { hidden: true } },
    {
      name: 'history',
      type: 'array',
      label: { fa: 'تاریخچه مراحل', en: 'Stage history', ar: 'سجل المراحل' },
      ...readOnly,
      admin: { ...readOnly.admin, components: { RowLabel: rowLabel({ noun: { fa: 'مرحله', en: 'Stage', ar: 'مرحلة' }, detail: 'stage' }) } },
      fields: [
        { name: 'stage', type: 'select', required: true, options: stageOptions, label: { fa: 'مرحله', en: 'Stage', ar: 'المرحلة' } },
        { name: 'at', type: 'date', required: true, label: { fa: 'زمان', en: 'When', ar: 'الوقت' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', type: 'relationship', relationTo: 'users', label: { fa: 'کارمند', en: 'Staff member', ar: 'الموظف' } },
        { name: 'byName', type: 'text', label: { fa: 'نام کارمند', en: 'Staff name', ar: 'اسم الموظف' } },
        { name: 'reason', type: 'text', label: { fa: 'دلیل', en: 'Reason', ar: 'السبب' } },
      ],
    },
  ],
}
