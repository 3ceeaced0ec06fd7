import type { Payload } from 'payload'

const text = {
  fa: { legalName: 'شرکت لوله و پروفیل فولادی اروند (سهامی خاص)', address: 'تهران، بزرگراه آزادگان، شهرک صنعتی، خیابان فولاد، پلاک ۱۲', accountHolder: 'شرکت لوله و پروفیل فولادی اروند', bankName: 'بانک ملی ایران، شعبه بازار آهن' },
  en: { legalName: 'Arvand Steel Tube & Profile Co. (Private Joint Stock)', address: 'No. 12, Foulad St., Industrial Park, Azadegan Highway, Tehran', accountHolder: 'Arvand Steel Tube & Profile Co.', bankName: 'Bank Melli Iran, Iron Market branch' },
  ar: { legalName: 'شركة أروند لأنابيب ومقاطع الصلب (مساهمة خاصة)', address: 'طهران، طريق آزادكان السريع، المدينة الصناعية، شارع فولاد، رقم ١٢', accountHolder: 'شركة أروند لأنابيب ومقاطع الصلب', bankName: 'بنك ملي إيران، فرع سوق الحديد' },
}

/** The demo seller on proforma invoices: VAT 9 % from 1402/01/01, 10 % from 1403/01/01, as the law set them. */
export async function seedInvoiceSettings(payload: Payload) {
  for (const locale of ['fa', 'en', 'ar'] as const) {
    const t = text[locale]
    await payload.updateGlobal({
      slug: 'invoice-settings',
      locale,
      data: {
        seller: { legalName: t.legalName, nationalId: '10380284790', economicCode: '411138888888', registrationNumber: '245871', address: t.address, postalCode: '1386183611', phone: '021-88776655' },
        ...(locale === 'fa' ? { vatRates: [{ rate: 9, from: '2023-03-21T00:00:00.000Z' }, { rate: 10, from: '2024-03-20T00:00:00.000Z' }] } : {}),
        validityDays: 1,
        bank: { accountHolder: t.accountHolder, bankName: t.bankName, accountNumber: '123456789012', iban: 'IR050170000000123456789012', card: '6037991234567893' },
      },
    })
  }
}
