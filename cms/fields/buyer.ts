import type { Field, GroupField } from 'payload'
import { buyerKinds } from '@/lib/orders/buyer-schema'

const kindLabels = {
  person: { fa: 'شخص حقیقی', en: 'Individual', ar: 'شخص طبيعي' },
  company: { fa: 'شخص حقوقی (شرکت)', en: 'Company', ar: 'شخص اعتباري (شركة)' },
}

const company = ({ siblingData }: { siblingData?: { kind?: string | null } }) => siblingData?.kind === 'company'

/**
 * The buyer's legal details: kept on the customer (what /profile and checkout fill in) and copied
 * into each order as it was when ordered, so a later profile change never rewrites an invoice.
 * The site's forms check them (lib/orders/buyer-schema.ts); here they are stored as checked.
 */
export function buyerGroup({ snapshot }: { snapshot: boolean }): GroupField {
  const fields: Field[] = [
    { name: 'kind', type: 'select', options: buyerKinds.map((value) => ({ value, label: kindLabels[value] })), label: { fa: 'نوع خریدار', en: 'Buyer type', ar: 'نوع المشتري' } },
    ...(snapshot ? [{ name: 'name', type: 'text', label: { fa: 'نام خریدار', en: 'Buyer name', ar: 'اسم المشتري' } } satisfies Field] : []),
    { name: 'nationalCode', type: 'text', label: { fa: 'کد ملی', en: 'National code', ar: 'الرقم الوطني' }, admin: { condition: (_, s) => !company({ siblingData: s }) } },
    { name: 'companyName', type: 'text', label: { fa: 'نام ثبتی شرکت', en: 'Registered company name', ar: 'الاسم المسجل للشركة' }, admin: { condition: (_, s) => company({ siblingData: s }) } },
    { name: 'legalId', type: 'text', label: { fa: 'شناسه ملی', en: 'National ID', ar: 'المعرّف الوطني' }, admin: { condition: (_, s) => company({ siblingData: s }) } },
    { name: 'economicCode', type: 'text', label: { fa: 'کد اقتصادی', en: 'Economic code', ar: 'الرمز الاقتصادي' }, admin: { condition: (_, s) => company({ siblingData: s }) } },
    { name: 'registrationNumber', type: 'text', label: { fa: 'شماره ثبت', en: 'Registration number', ar: 'رقم التسجيل' }, admin: { condition: (_, s) => company({ siblingData: s }) } },
    { name: 'address', type: 'textarea', label: { fa: 'نشانی ثبتی', en: 'Registered address', ar: 'العنوان المسجل' }, admin: { condition: (_, s) => company({ siblingData: s }) } },
    { name: 'postalCode', type: 'text', label: { fa: 'کد پستی', en: 'Postal code', ar: 'الرمز البريدي' }, admin: { condition: (_, s) => company({ siblingData: s }) } },
    { name: 'landline', type: 'text', label: { fa: 'تلفن ثابت', en: 'Landline', ar: 'الهاتف الثابت' }, admin: { condition: (_, s) => company({ siblingData: s }) } },
  ]
  return {
    name: 'buyer',
    type: 'group',
    label: snapshot ? { fa: 'مشخصات خریدار (هنگام سفارش)', en: 'Buyer (as ordered)', ar: 'بيانات المشتري (عند الطلب)' } : { fa: 'مشخصات حقوقی خریدار', en: "Buyer's legal details", ar: 'البيانات القانونية للمشتري' },
    fields,
  }
}
