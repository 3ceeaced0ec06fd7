import type { Payload } from 'payload'

const social = [
  { platform: 'instagram' as const, url: 'https://instagram.com/arvand.steel' },
  { platform: 'telegram' as const, url: 'https://t.me/arvandsteel' },
  { platform: 'linkedin' as const, url: 'https://www.linkedin.com/company/arvand-steel' },
  { platform: 'aparat' as const, url: 'https://www.aparat.com/arvandsteel' },
]

export const demoSettingsText = {
  fa: {
    seoTitle: 'لوله و پروفیل فولادی اروند',
    description: 'تولید و فروش لوله گرد، قوطی و پروفیل، لوله گالوانیزه و مقاطع سازه‌ای با استانداردهای ملی و بین‌المللی.',
    address: 'تهران، بزرگراه آزادگان، شهرک صنعتی، خیابان فولاد، پلاک ۱۲',
    hours: 'شنبه تا چهارشنبه ۸ تا ۱۷، پنجشنبه ۸ تا ۱۳',
    offices: [
      { title: 'دفتر مرکزی', address: 'تهران، خیابان ولیعصر، پلاک ۲۴۰' },
      { title: 'دفتر فروش', address: 'تهران، بازار آهن شادآباد، راسته ۴' },
      { title: 'کارخانه', address: 'ساوه، شهرک صنعتی کاوه، خیابان ۱۴' },
    ],
  },
  en: {
    seoTitle: 'Arvand Steel Tube & Profile',
    description: 'Manufacturer of round tubes, square and rectangular hollow sections, galvanized pipe and structural profiles to national and international standards.',
    address: 'No. 12, Foulad St., Industrial Park, Azadegan Highway, Tehran',
    hours: 'Sat–Wed 8:00–17:00, Thu 8:00–13:00',
    offices: [
      { title: 'Head office', address: 'No. 240, Valiasr St., Tehran' },
      { title: 'Sales office', address: 'Row 4, Shadabad Iron Market, Tehran' },
      { title: 'Factory', address: 'St. 14, Kaveh Industrial City, Saveh' },
    ],
  },
  ar: {
    seoTitle: 'أروند لأنابيب ومقاطع الصلب',
    description: 'إنتاج وبيع الأنابيب الدائرية والمقاطع المربعة والمستطيلة والأنابيب المجلفنة والمقاطع الإنشائية وفق المعايير الوطنية والدولية.',
    address: 'طهران، طريق آزادكان السريع، المدينة الصناعية، شارع فولاد، رقم ١٢',
    hours: 'من السبت إلى الأربعاء ٨–١٧، الخميس ٨–١٣',
    offices: [
      { title: 'المكتب الرئيسي', address: 'طهران، شارع ولي عصر، رقم ٢٤٠' },
      { title: 'مكتب المبيعات', address: 'طهران، سوق الحديد في شادآباد، الصف ٤' },
      { title: 'المصنع', address: 'ساوه، مدينة كاوه الصناعية، الشارع ١٤' },
    ],
  },
}

const phones = ['021-88776655', '021-66554433', '086-42223344']

export async function seedSiteSettings(payload: Payload) {
  const fa = await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'fa',
    data: {
      seoTitle: demoSettingsText.fa.seoTitle,
      description: demoSettingsText.fa.description,
      contacts: { phone: '021-88776655', mobile: '0912-345-6789', email: 'sales@arvand-steel.example', address: demoSettingsText.fa.address, workingHours: demoSettingsText.fa.hours },
      social,
      offices: demoSettingsText.fa.offices.map((o, i) => ({ ...o, phone: phones[i] })),
    },
  })
  // Array rows keep their ids across locales, so the other languages only add their own text.
  for (const locale of ['en', 'ar'] as const) {
    const l = demoSettingsText[locale]
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        seoTitle: l.seoTitle,
        description: l.description,
        contacts: { ...fa.contacts, address: l.address, workingHours: l.hours },
        offices: (fa.offices ?? []).map((o, i) => ({ id: o.id, phone: o.phone, ...l.offices[i]! })),
      },
    })
  }
}
