import type { Locale } from '@/lib/i18n/config'

/**
 * Iran's 31 provinces, by a fixed key (stored in the freight table and sent by the cart) with their
 * names in the site's three languages, in the order Persian readers expect: alphabetical in Persian.
 */
export const provinces = [
  { key: 'east-azerbaijan', fa: 'آذربایجان شرقی', en: 'East Azerbaijan', ar: 'أذربيجان الشرقية' },
  { key: 'west-azerbaijan', fa: 'آذربایجان غربی', en: 'West Azerbaijan', ar: 'أذربيجان الغربية' },
  { key: 'ardabil', fa: 'اردبیل', en: 'Ardabil', ar: 'أردبيل' },
  { key: 'isfahan', fa: 'اصفهان', en: 'Isfahan', ar: 'أصفهان' },
  { key: 'alborz', fa: 'البرز', en: 'Alborz', ar: 'البرز' },
  { key: 'ilam', fa: 'ایلام', en: 'Ilam', ar: 'إيلام' },
  { key: 'bushehr', fa: 'بوشهر', en: 'Bushehr', ar: 'بوشهر' },
  { key: 'tehran', fa: 'تهران', en: 'Tehran', ar: 'طهران' },
  { key: 'chaharmahal-bakhtiari', fa: 'چهارمحال و بختیاری', en: 'Chaharmahal and Bakhtiari', ar: 'جهارمحال وبختياري' },
  { key: 'south-khorasan', fa: 'خراسان جنوبی', en: 'South Khorasan', ar: 'خراسان الجنوبية' },
  { key: 'razavi-khorasan', fa: 'خراسان رضوی', en: 'Razavi Khorasan', ar: 'خراسان رضوي' },
  { key: 'north-khorasan', fa: 'خراسان شمالی', en: 'North Khorasan', ar: 'خراسان الشمالية' },
  { key: 'khuzestan', fa: 'خوزستان', en: 'Khuzestan', ar: 'خوزستان' },
  { key: 'zanjan', fa: 'زنجان', en: 'Zanjan', ar: 'زنجان' },
  { key: 'semnan', fa: 'سمنان', en: 'Semnan', ar: 'سمنان' },
  { key: 'sistan-baluchestan', fa: 'سیستان و بلوچستان', en: 'Sistan and Baluchestan', ar: 'سيستان وبلوشستان' },
  { key: 'fars', fa: 'فارس', en: 'Fars', ar: 'فارس' },
  { key: 'qazvin', fa: 'قزوین', en: 'Qazvin', ar: 'قزوين' },
  { key: 'qom', fa: 'قم', en: 'Qom', ar: 'قم' },
  { key: 'kurdistan', fa: 'کردستان', en: 'Kurdistan', ar: 'كردستان' },
  { key: 'kerman', fa: 'کرمان', en: 'Kerman', ar: 'كرمان' },
  { key: 'kermanshah', fa: 'کرمانشاه', en: 'Kermanshah', ar: 'كرمانشاه' },
  { key: 'kohgiluyeh-boyer-ahmad', fa: 'کهگیلویه و بویراحمد', en: 'Kohgiluyeh and Boyer-Ahmad', ar: 'كهكيلويه وبوير أحمد' },
  { key: 'golestan', fa: 'گلستان', en: 'Golestan', ar: 'گلستان' },
  { key: 'gilan', fa: 'گیلان', en: 'Gilan', ar: 'جيلان' },
  { key: 'lorestan', fa: 'لرستان', en: 'Lorestan', ar: 'لرستان' },
  { key: 'mazandaran', fa: 'مازندران', en: 'Mazandaran', ar: 'مازندران' },
  { key: 'markazi', fa: 'مرکزی', en: 'Markazi', ar: 'المركزية' },
  { key: 'hormozgan', fa: 'هرمزگان', en: 'Hormozgan', ar: 'هرمزكان' },
  { key: 'hamadan', fa: 'همدان', en: 'Hamadan', ar: 'همدان' },
  { key: 'yazd', fa: 'یزد', en: 'Yazd', ar: 'يزد' },
] as const satisfies readonly ({ key: string } & Record<Locale, string>)[]

export type ProvinceKey = (typeof provinces)[number]['key']

const keys = new Set<string>(provinces.map((p) => p.key))
export const isProvince = (value: unknown): value is ProvinceKey => typeof value === 'string' && keys.has(value)

export const provinceName = (key: ProvinceKey, locale: Locale) => provinces.find((p) => p.key === key)![locale]
