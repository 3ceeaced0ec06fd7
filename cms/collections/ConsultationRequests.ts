import type { Access, CollectionConfig } from 'payload'
import { hasRole, isAdmin, nobody } from '../access/roles'

/** Sales staff answer consultation requests; editors and admins may read them too. */
const staffReaders: Access = ({ req }) => hasRole(req.user, 'sales', 'editor')

/**
 * Consultation requests from the contact page. Visitors never reach this collection through REST,
 * GraphQL or the admin: the server action validates with the shared schema, applies the per-IP
 * limit and then creates the request on the visitor's behalf.
 */
export const ConsultationRequests: CollectionConfig = {
  slug: 'consultation-requests',
  labels: {
    singular: { fa: 'درخواست مشاوره', en: 'Consultation request', ar: 'طلب استشارة' },
    plural: { fa: 'درخواست‌های مشاوره', en: 'Consultation requests', ar: 'طلبات الاستشارة' },
  },
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'fullName', 'mobileNumber', 'status', 'createdAt'], group: { fa: 'فروش', en: 'Sales', ar: 'المبيعات' } },
  defaultSort: '-createdAt',
  access: { read: staffReaders, update: staffReaders, delete: isAdmin, create: nobody },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: { fa: 'جدید', en: 'New', ar: 'جديد' } },
        { value: 'answered', label: { fa: 'پاسخ داده شده', en: 'Answered', ar: 'تم الرد' } },
      ],
      label: { fa: 'وضعیت', en: 'Status', ar: 'الحالة' },
      admin: { position: 'sidebar' },
    },
    { name: 'fullName', type: 'text', required: true, maxLength: 120, label: { fa: 'نام و نام خانوادگی', en: 'Full name', ar: 'الاسم الكامل' } },
    { name: 'mobileNumber', type: 'text', required: true, label: { fa: 'شماره موبایل', en: 'Mobile number', ar: 'رقم الجوال' } },
    { name: 'subject', type: 'text', required: true, maxLength: 200, label: { fa: 'موضوع', en: 'Subject', ar: 'الموضوع' } },
    { name: 'text', type: 'textarea', required: true, maxLength: 3000, label: { fa: 'متن درخواست', en: 'Message', ar: 'نص الطلب' } },
    { name: 'locale', type: 'select', options: ['fa', 'en', 'ar'], label: { fa: 'زبان', en: 'Language', ar: 'اللغة' }, admin: { position: 'sidebar', readOnly: true } },
    // Only a keyed hash of the sender's address, to count requests per IP.
    { name: 'ipHash', type: 'text', index: true, admin: { hidden: true } },
  ],
}
