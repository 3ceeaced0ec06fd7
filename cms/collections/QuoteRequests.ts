import type { Access, CollectionConfig, Field } from 'payload'
import { provinces } from '@/lib/geo/provinces'
import { rfqSlots } from '@/lib/rfq/attachments'
import { DEFAULT_VALIDITY_DAYS, rfqStates, rfqUnits } from '@/lib/rfq/states'
import { sectionShapes } from '@/lib/steel/section-weight'
import { customerOwnOrStaff } from '../access/customer-own'
import { hasRole, isAdmin, nobody } from '../access/roles'
import { rowLabel } from '../admin/row-label'
import { keptAsSent } from '../fields/kept-as-sent'
import { messageLabel as m } from '../fields/message-label'
import { submissionFields } from '../fields/submission'
import { announceQuote, guardQuoteState } from '../hooks/quote-state'

const sales: Access = ({ req }) => hasRole(req.user, 'sales')
const options = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: m(`${prefix}.${value}`) }))

const shared = submissionFields(options(rfqStates, 'rfq.states'), options(rfqSlots.map((s) => s.id), 'rfq.slots'))
// A request starts as sent, not as a form's "new".
const sidebar = shared.sidebar.map((f) => ('name' in f && f.name === 'status' ? { ...f, defaultValue: 'sent' } : f)) as Field[]

const readOnlyComputed = { admin: { readOnly: true } }

/**
 * Requests for quotation from signed-in customers (the storefront's /rfq form: catalogue products or
 * custom sections, a delivery city, a drawing). Sales price each line, add freight and how long the
 * quote stays open, and set the status to «پیش‌فاکتور ارسال شد»: the customer gets an SMS with the link
 * and may accept it while it is open, which places an order at these prices.
 */
export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  labels: {
    singular: { fa: 'استعلام قیمت', en: 'Request for quotation', ar: 'طلب عرض سعر' },
    plural: { fa: 'استعلام‌های قیمت', en: 'Requests for quotation', ar: 'طلبات عروض الأسعار' },
  },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'customer', 'province', 'status', 'validUntil', 'createdAt'],
    listSearchableFields: ['reference'],
    group: { fa: 'فروش', en: 'Sales', ar: 'المبيعات' },
    description: {
      fa: 'قیمت واحد هر ردیف، هزینهٔ حمل و مدت اعتبار را وارد کنید و وضعیت را «پیش‌فاکتور ارسال شد» بگذارید تا برای مشتری پیامک شود.',
      en: 'Enter each line’s unit price, the freight and how long the quote stays open, then set the status to "Quote sent": the customer is texted.',
      ar: 'أدخل سعر الوحدة لكل سطر وأجرة الشحن ومدة الصلاحية، ثم اجعل الحالة «أُرسل العرض» ليُرسل إلى العميل رسالة نصية.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: customerOwnOrStaff('sales'), update: sales, create: nobody, delete: isAdmin },
  hooks: { beforeChange: [guardQuoteState], afterChange: [announceQuote] },
  indexes: [{ fields: ['customer', 'createdAt'] }],
  fields: [
    ...sidebar,
    ...shared.hidden,
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, label: { fa: 'مشتری', en: 'Customer', ar: 'العميل' }, access: { update: nobody }, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'order', type: 'relationship', relationTo: 'orders', label: { fa: 'سفارش', en: 'Order', ar: 'الطلب' }, access: { update: nobody }, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      label: m('rfq.sections.lines'),
      labels: { singular: { fa: 'ردیف', en: 'Line', ar: 'سطر' }, plural: { fa: 'ردیف‌ها', en: 'Lines', ar: 'الأسطر' } },
      admin: { components: { RowLabel: rowLabel({ noun: { fa: 'ردیف', en: 'Line', ar: 'سطر' }, detail: 'title' }) } },
      fields: [
        ...keptAsSent([
          { name: 'kind', type: 'select', required: true, options: options(['product', 'custom'], 'rfq.kinds'), label: m('rfq.fields.kind') },
          { name: 'product', type: 'relationship', relationTo: 'products', label: { fa: 'محصول', en: 'Product', ar: 'المنتج' } },
          { name: 'title', type: 'text', label: m('rfq.fields.description') },
          { name: 'shape', type: 'select', options: sectionShapes.map((value) => ({ value, label: m(`calculator.form.shapes.${value}`) })), label: m('rfq.fields.shape') },
          { name: 'sizeA', type: 'number', label: m('rfq.fields.sizeA') },
          { name: 'sizeB', type: 'number', label: m('rfq.fields.sizeB') },
          { name: 'wall', type: 'number', label: m('rfq.fields.wall') },
          { name: 'length', type: 'number', label: m('rfq.fields.length') },
          { name: 'grade', type: 'text', label: m('rfq.fields.grade') },
          { name: 'coating', type: 'text', label: m('rfq.fields.coating') },
          { name: 'quantity', type: 'number', required: true, label: m('rfq.fields.quantity') },
          { name: 'unit', type: 'select', required: true, options: options(rfqUnits, 'rfq.units'), label: m('rfq.fields.unit') },
          // The weight of one branch where it is known (custom sections, weighed products): freight and the order's weight.
          { name: 'kgPerBranch', type: 'number', label: { fa: 'وزن هر شاخه (کیلوگرم)', en: 'Weight per branch (kg)', ar: 'وزن الطول الواحد (كغ)' } },
        ]),
        { name: 'unitPrice', type: 'number', min: 0, label: { fa: 'قیمت واحد (تومان)', en: 'Unit price (toman)', ar: 'سعر الوحدة (تومان)' } },
        { name: 'lineTotal', type: 'number', label: { fa: 'جمع (تومان)', en: 'Line total (toman)', ar: 'المجموع (تومان)' }, ...readOnlyComputed },
      ],
    },
    ...keptAsSent([
      { name: 'province', type: 'select', required: true, options: provinces.map((p) => ({ value: p.key, label: { fa: p.fa, en: p.en, ar: p.ar } })), label: m('rfq.fields.province') },
      { name: 'city', type: 'text', required: true, label: m('rfq.fields.city') },
      { name: 'wantedDate', type: 'text', label: m('rfq.fields.wantedDate') },
      { name: 'customerNote', type: 'textarea', label: m('rfq.fields.customerNote') },
    ]),
    {
      name: 'freight',
      type: 'number',
      min: 0,
      defaultValue: 0,
      label: { fa: 'هزینهٔ حمل (تومان)', en: 'Freight (toman)', ar: 'أجرة الشحن (تومان)' },
      admin: {
        description: {
          fa: 'از جدول کرایهٔ حمل برای وزن این استعلام پیشنهاد شده (اگر استان ردیف دارد و وزن همهٔ اقلام معلوم است، وگرنه صفر)؛ می‌توانید تغییرش دهید.',
          en: 'Suggested from the freight table for this request’s weight (when the province has a row and every line’s weight is known, otherwise 0); change it as needed.',
          ar: 'مقترحة من جدول أجرة الشحن لوزن هذا الطلب (إن كان للمحافظة سطر وكان وزن كل البنود معروفًا، وإلا فصفر)؛ يمكنك تغييرها.',
        },
      },
    },
    { name: 'validityDays', type: 'number', min: 1, max: 90, defaultValue: DEFAULT_VALIDITY_DAYS, label: { fa: 'مدت اعتبار (روز)', en: 'Open for (days)', ar: 'مدة الصلاحية (أيام)' } },
    { name: 'quotedAt', type: 'date', label: { fa: 'تاریخ ارسال پیش‌فاکتور', en: 'Quote sent on', ar: 'تاريخ إرسال العرض' }, access: { update: nobody }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'validUntil', type: 'date', label: { fa: 'معتبر تا', en: 'Open until', ar: 'صالح حتى' }, access: { update: nobody }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    ...shared.documents.map((f) => ({ ...f, required: false }) as Field),
    {
      name: 'history',
      type: 'array',
      label: { fa: 'تاریخچه', en: 'History', ar: 'السجل' },
      access: { update: nobody },
      admin: { readOnly: true, components: { RowLabel: rowLabel({ noun: { fa: 'وضعیت', en: 'Status', ar: 'الحالة' }, detail: 'status' }) } },
      fields: [
        { name: 'status', type: 'select', required: true, options: options(rfqStates, 'rfq.states'), label: { fa: 'وضعیت', en: 'Status', ar: 'الحالة' } },
        { name: 'at', type: 'date', required: true, label: { fa: 'زمان', en: 'When', ar: 'الوقت' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'byName', type: 'text', label: { fa: 'کارمند', en: 'Staff member', ar: 'الموظف' } },
      ],
    },
  ],
}
