import { isShebaValid, verifyCardNumber, verifyIranianLegalId } from '@persian-tools/persian-tools'
import type { GlobalConfig, PayloadRequest } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { revalidateTags } from '@/lib/cache/revalidate'
import { hasRole } from '../access/roles'
import { rowLabel } from '../admin/row-label'
import { staffSays, type StaffWords } from '../admin/staff-message'

const check =
  (ok: (value: string) => boolean, words: StaffWords) =>
  (value: string | null | undefined, { req }: { req: PayloadRequest }): true | string =>
    !value || ok(value) || staffSays(req, words)

const sales = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'sales')

/**
 * What a proforma invoice prints besides the order: the seller's legal identity, the value-added tax
 * rates with the day each took effect, how long a proforma holds its prices, and where to pay.
 * The sales office keeps it (admins too); nothing here is read by the public API.
 */
export const InvoiceSettings: GlobalConfig = {
  slug: 'invoice-settings',
  label: { fa: 'تنظیمات فاکتور', en: 'Invoice settings', ar: 'إعدادات الفاتورة' },
  admin: { group: { fa: 'فروش', en: 'Sales', ar: 'المبيعات' } },
  access: { read: sales, update: sales },
  hooks: {
    // Prices shown with tax (the public price feed) read the rates through the cache.
    afterChange: [
      async ({ doc }) => {
        await revalidateTags([cacheTags.vatRates()])
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'seller',
      type: 'group',
      label: { fa: 'فروشنده', en: 'Seller', ar: 'البائع' },
      fields: [
        { name: 'legalName', type: 'text', localized: true, label: { fa: 'نام ثبتی شرکت', en: 'Registered name', ar: 'الاسم المسجل' } },
        {
          name: 'nationalId',
          type: 'text',
          label: { fa: 'شناسه ملی', en: 'National ID', ar: 'المعرّف الوطني' },
          validate: check((v) => verifyIranianLegalId(v) === true, { fa: 'شناسه ملی معتبر نیست (۱۱ رقم).', en: 'Not a valid company national ID (11 digits).', ar: 'المعرّف الوطني غير صالح (١١ رقماً).' }),
        },
        { name: 'economicCode', type: 'text', label: { fa: 'کد اقتصادی', en: 'Economic code', ar: 'الرمز الاقتصادي' } },
        { name: 'registrationNumber', type: 'text', label: { fa: 'شماره ثبت', en: 'Registration number', ar: 'رقم التسجيل' } },
        { name: 'address', type: 'textarea', localized: true, label: { fa: 'نشانی', en: 'Address', ar: 'العنوان' } },
        {
          name: 'postalCode',
          type: 'text',
          label: { fa: 'کد پستی', en: 'Postal code', ar: 'الرمز البريدي' },
          validate: check((v) => /^\d{10}$/.test(v), { fa: 'کد پستی ۱۰ رقم است.', en: 'A postal code has 10 digits.', ar: 'الرمز البريدي ١٠ أرقام.' }),
        },
        { name: 'phone', type: 'text', label: { fa: 'تلفن', en: 'Phone', ar: 'الهاتف' } },
      ],
    },
    {
      name: 'vatRates',
      type: 'array',
      label: { fa: 'نرخ مالیات بر ارزش افزوده', en: 'Value-added tax rates', ar: 'نسب ضريبة القيمة المضافة' },
      admin: {
        description: { fa: 'هر فاکتور نرخی را می‌گیرد که در تاریخ آن برقرار بوده است.', en: 'Each invoice takes the rate in force on its date.', ar: 'تأخذ كل فاتورة النسبة السارية في تاريخها.' },
        components: { RowLabel: rowLabel({ noun: { fa: 'نرخ', en: 'Rate', ar: 'نسبة' }, detail: 'rate' }) },
      },
      fields: [
        { name: 'rate', type: 'number', required: true, min: 0, max: 100, label: { fa: 'نرخ (درصد)', en: 'Rate (%)', ar: 'النسبة (٪)' } },
        { name: 'from', type: 'date', required: true, label: { fa: 'از تاریخ', en: 'In force from', ar: 'سارية من' } },
      ],
    },
    {
      name: 'validityDays',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 1,
      max: 30,
      label: { fa: 'اعتبار پیش‌فاکتور (روز)', en: 'Proforma valid for (days)', ar: 'صلاحية الفاتورة المبدئية (أيام)' },
      admin: { description: { fa: 'قیمت‌ها روزانه تغییر می‌کنند.', en: 'Prices change daily.', ar: 'الأسعار تتغير يومياً.' } },
    },
    {
      name: 'bank',
      type: 'group',
      label: { fa: 'حساب برای واریز', en: 'Account for payment', ar: 'الحساب للدفع' },
      fields: [
        { name: 'accountHolder', type: 'text', localized: true, label: { fa: 'صاحب حساب', en: 'Account holder', ar: 'صاحب الحساب' } },
        { name: 'bankName', type: 'text', localized: true, label: { fa: 'بانک', en: 'Bank', ar: 'البنك' } },
        { name: 'accountNumber', type: 'text', label: { fa: 'شماره حساب', en: 'Account number', ar: 'رقم الحساب' } },
        {
          name: 'iban',
          type: 'text',
          label: { fa: 'شماره شبا', en: 'IBAN (Sheba)', ar: 'رقم الآيبان (شبا)' },
          validate: check((v) => isShebaValid(v), { fa: 'شماره شبا معتبر نیست (IR و ۲۴ رقم).', en: 'Not a valid IBAN (IR and 24 digits).', ar: 'رقم الآيبان غير صالح (IR و٢٤ رقماً).' }),
        },
        {
          name: 'card',
          type: 'text',
          label: { fa: 'شماره کارت', en: 'Card number', ar: 'رقم البطاقة' },
          validate: check((v) => /^\d{16}$/.test(v) && verifyCardNumber(Number(v)) === true, { fa: 'شماره کارت معتبر نیست (۱۶ رقم).', en: 'Not a valid card number (16 digits).', ar: 'رقم البطاقة غير صالح (١٦ رقماً).' }),
        },
      ],
    },
  ],
}
