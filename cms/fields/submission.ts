import type { Field, SelectField } from 'payload'
import { nobody } from '../access/roles'
import { rowLabel } from '../admin/row-label'

type Option = SelectField['options'][number]

/**
 * What every long-form submission carries besides its answers: reference, review status and staff
 * notes (the only parts staff change), the language it was sent in, its checked documents zip with
 * a list of what is inside, and a keyed hash of the sender's address for the hourly limit.
 */
export function submissionFields(statuses: Option[], slots: Option[]): { sidebar: Field[]; documents: Field[]; hidden: Field[] } {
  return {
    sidebar: [
      { name: 'reference', type: 'text', required: true, unique: true, index: true, label: { fa: 'شمارهٔ پیگیری', en: 'Reference', ar: 'رقم المتابعة' }, admin: { position: 'sidebar', readOnly: true }, access: { update: nobody } },
      { name: 'status', type: 'select', required: true, defaultValue: 'new', index: true, options: statuses, label: { fa: 'وضعیت', en: 'Status', ar: 'الحالة' }, admin: { position: 'sidebar' } },
      { name: 'notes', type: 'textarea', maxLength: 5000, label: { fa: 'یادداشت کارشناس', en: 'Staff notes', ar: 'ملاحظات الموظفين' }, admin: { position: 'sidebar' } },
      { name: 'locale', type: 'select', options: ['fa', 'en', 'ar'], label: { fa: 'زبان فرم', en: 'Form language', ar: 'لغة النموذج' }, admin: { position: 'sidebar', readOnly: true }, access: { update: nobody } },
    ],
    documents: [
      { name: 'bundle', type: 'upload', relationTo: 'private-files', required: true, label: { fa: 'فایل فشردهٔ مدارک', en: 'Documents zip', ar: 'ملف المستندات المضغوط' } },
      {
        name: 'files',
        type: 'array',
        label: { fa: 'فهرست مدارک', en: 'Documents inside', ar: 'المستندات المرفقة' },
        labels: { singular: { fa: 'مدرک', en: 'Document', ar: 'مستند' }, plural: { fa: 'مدارک', en: 'Documents', ar: 'المستندات' } },
        admin: { components: { RowLabel: rowLabel({ detail: 'name' }) } },
        fields: [
          { name: 'slot', type: 'select', options: slots, label: { fa: 'مدرک', en: 'Document', ar: 'المستند' } },
          { name: 'name', type: 'text', label: { fa: 'نام پرونده', en: 'File name', ar: 'اسم الملف' } },
          { name: 'size', type: 'number', label: { fa: 'حجم (بایت)', en: 'Size (bytes)', ar: 'الحجم (بايت)' } },
          { name: 'width', type: 'number', label: { fa: 'عرض تصویر (پیکسل)', en: 'Picture width (px)', ar: 'عرض الصورة (بكسل)' } },
          { name: 'height', type: 'number', label: { fa: 'ارتفاع تصویر (پیکسل)', en: 'Picture height (px)', ar: 'ارتفاع الصورة (بكسل)' } },
        ],
      },
    ],
    hidden: [{ name: 'ipHash', type: 'text', index: true, admin: { hidden: true }, access: { read: nobody, update: nobody } }],
  }
}
