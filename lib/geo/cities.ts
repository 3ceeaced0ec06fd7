import type { Locale } from '@/lib/i18n/config'
import { isProvince, type ProvinceKey } from './provinces'

export type City = { key: string; fa: string; en: string; ar: string }

/**
 * The cities a delivery address may name, per province: the capital first (the usual default), then the
 * industrial and populous cities steel is actually delivered to, alphabetical in Persian. A fixed key is
 * stored with the order so a later change of spelling does not orphan it; a city not listed here is
 * written out in the address instead.
 */
export const citiesByProvince: Record<ProvinceKey, readonly City[]> = {
  'east-azerbaijan': [
    { key: 'tabriz', fa: 'تبریز', en: 'Tabriz', ar: 'تبريز' },
    { key: 'azarshahr', fa: 'آذرشهر', en: 'Azarshahr', ar: 'آذرشهر' },
    { key: 'ahar', fa: 'اهر', en: 'Ahar', ar: 'أهر' },
    { key: 'bonab', fa: 'بناب', en: 'Bonab', ar: 'بناب' },
    { key: 'sarab', fa: 'سراب', en: 'Sarab', ar: 'سراب' },
    { key: 'maragheh', fa: 'مراغه', en: 'Maragheh', ar: 'مراغة' },
    { key: 'marand', fa: 'مرند', en: 'Marand', ar: 'مرند' },
    { key: 'mianeh', fa: 'میانه', en: 'Mianeh', ar: 'ميانه' },
  ],
  'west-azerbaijan': [
    { key: 'urmia', fa: 'ارومیه', en: 'Urmia', ar: 'أرومية' },
    { key: 'bukan', fa: 'بوکان', en: 'Bukan', ar: 'بوكان' },
    { key: 'khoy', fa: 'خوی', en: 'Khoy', ar: 'خوي' },
    { key: 'salmas', fa: 'سلماس', en: 'Salmas', ar: 'سلماس' },
    { key: 'mahabad', fa: 'مهاباد', en: 'Mahabad', ar: 'مهاباد' },
    { key: 'miandoab', fa: 'میاندوآب', en: 'Miandoab', ar: 'مياندوآب' },
    { key: 'naqadeh', fa: 'نقده', en: 'Naqadeh', ar: 'نقده' },
  ],
  ardabil: [
    { key: 'ardabil', fa: 'اردبیل', en: 'Ardabil', ar: 'أردبيل' },
    { key: 'parsabad', fa: 'پارس‌آباد', en: 'Parsabad', ar: 'بارس آباد' },
    { key: 'khalkhal', fa: 'خلخال', en: 'Khalkhal', ar: 'خلخال' },
    { key: 'meshgin-shahr', fa: 'مشگین‌شهر', en: 'Meshgin Shahr', ar: 'مشكين شهر' },
  ],
  isfahan: [
    { key: 'isfahan', fa: 'اصفهان', en: 'Isfahan', ar: 'أصفهان' },
    { key: 'khomeyni-shahr', fa: 'خمینی‌شهر', en: 'Khomeyni Shahr', ar: 'خميني شهر' },
    { key: 'shahin-shahr', fa: 'شاهین‌شهر', en: 'Shahin Shahr', ar: 'شاهين شهر' },
    { key: 'kashan', fa: 'کاشان', en: 'Kashan', ar: 'كاشان' },
    { key: 'golpayegan', fa: 'گلپایگان', en: 'Golpayegan', ar: 'كلبايكان' },
    { key: 'mobarakeh', fa: 'مبارکه', en: 'Mobarakeh', ar: 'مباركة' },
    { key: 'najafabad', fa: 'نجف‌آباد', en: 'Najafabad', ar: 'نجف آباد' },
  ],
  alborz: [
    { key: 'karaj', fa: 'کرج', en: 'Karaj', ar: 'كرج' },
    { key: 'eshtehard', fa: 'اشتهارد', en: 'Eshtehard', ar: 'اشتهارد' },
    { key: 'fardis', fa: 'فردیس', en: 'Fardis', ar: 'فرديس' },
    { key: 'nazarabad', fa: 'نظرآباد', en: 'Nazarabad', ar: 'نظر آباد' },
    { key: 'hashtgerd', fa: 'هشتگرد', en: 'Hashtgerd', ar: 'هشتكرد' },
  ],
  ilam: [
    { key: 'ilam', fa: 'ایلام', en: 'Ilam', ar: 'إيلام' },
    { key: 'eyvan', fa: 'ایوان', en: 'Eyvan', ar: 'إيوان' },
    { key: 'dehloran', fa: 'دهلران', en: 'Dehloran', ar: 'دهلران' },
    { key: 'mehran', fa: 'مهران', en: 'Mehran', ar: 'مهران' },
  ],
  bushehr: [
    { key: 'bushehr', fa: 'بوشهر', en: 'Bushehr', ar: 'بوشهر' },
    { key: 'borazjan', fa: 'برازجان', en: 'Borazjan', ar: 'برازجان' },
    { key: 'asaluyeh', fa: 'عسلویه', en: 'Asaluyeh', ar: 'عسلوية' },
    { key: 'kangan', fa: 'کنگان', en: 'Kangan', ar: 'كنكان' },
    { key: 'genaveh', fa: 'گناوه', en: 'Genaveh', ar: 'كناوه' },
  ],
  tehran: [
    { key: 'tehran', fa: 'تهران', en: 'Tehran', ar: 'طهران' },
    { key: 'eslamshahr', fa: 'اسلام‌شهر', en: 'Eslamshahr', ar: 'إسلام شهر' },
    { key: 'pakdasht', fa: 'پاکدشت', en: 'Pakdasht', ar: 'باكدشت' },
    { key: 'damavand', fa: 'دماوند', en: 'Damavand', ar: 'دماوند' },
    { key: 'robat-karim', fa: 'رباط‌کریم', en: 'Robat Karim', ar: 'رباط كريم' },
    { key: 'shahriar', fa: 'شهریار', en: 'Shahriar', ar: 'شهريار' },
    { key: 'qods', fa: 'قدس', en: 'Qods', ar: 'قدس' },
    { key: 'varamin', fa: 'ورامین', en: 'Varamin', ar: 'ورامين' },
  ],
  'chaharmahal-bakhtiari': [
    { key: 'shahrekord', fa: 'شهرکرد', en: 'Shahrekord', ar: 'شهركرد' },
    { key: 'borujen', fa: 'بروجن', en: 'Borujen', ar: 'بروجن' },
    { key: 'farsan', fa: 'فارسان', en: 'Farsan', ar: 'فارسان' },
    { key: 'lordegan', fa: 'لردگان', en: 'Lordegan', ar: 'لردكان' },
  ],
  'south-khorasan': [
    { key: 'birjand', fa: 'بیرجند', en: 'Birjand', ar: 'بيرجند' },
    { key: 'ferdows', fa: 'فردوس', en: 'Ferdows', ar: 'فردوس' },
    { key: 'qaen', fa: 'قائن', en: 'Qaen', ar: 'قائن' },
    { key: 'nehbandan', fa: 'نهبندان', en: 'Nehbandan', ar: 'نهبندان' },
  ],
  'razavi-khorasan': [
    { key: 'mashhad', fa: 'مشهد', en: 'Mashhad', ar: 'مشهد' },
    { key: 'torbat-e-jam', fa: 'تربت جام', en: 'Torbat-e Jam', ar: 'تربت جام' },
    { key: 'torbat-e-heydarieh', fa: 'تربت حیدریه', en: 'Torbat-e Heydarieh', ar: 'تربت حيدرية' },
    { key: 'khaf', fa: 'خواف', en: 'Khaf', ar: 'خواف' },
    { key: 'sabzevar', fa: 'سبزوار', en: 'Sabzevar', ar: 'سبزوار' },
    { key: 'quchan', fa: 'قوچان', en: 'Quchan', ar: 'قوجان' },
    { key: 'kashmar', fa: 'کاشمر', en: 'Kashmar', ar: 'كاشمر' },
    { key: 'neyshabur', fa: 'نیشابور', en: 'Neyshabur', ar: 'نيسابور' },
  ],
  'north-khorasan': [
    { key: 'bojnurd', fa: 'بجنورد', en: 'Bojnurd', ar: 'بجنورد' },
    { key: 'esfarayen', fa: 'اسفراین', en: 'Esfarayen', ar: 'إسفراين' },
    { key: 'jajarm', fa: 'جاجرم', en: 'Jajarm', ar: 'جاجرم' },
    { key: 'shirvan', fa: 'شیروان', en: 'Shirvan', ar: 'شيروان' },
  ],
  khuzestan: [
    { key: 'ahvaz', fa: 'اهواز', en: 'Ahvaz', ar: 'الأهواز' },
    { key: 'abadan', fa: 'آبادان', en: 'Abadan', ar: 'عبادان' },
    { key: 'andimeshk', fa: 'اندیمشک', en: 'Andimeshk', ar: 'أنديمشك' },
    { key: 'bandar-mahshahr', fa: 'بندر ماهشهر', en: 'Bandar Mahshahr', ar: 'بندر ماهشهر' },
    { key: 'behbahan', fa: 'بهبهان', en: 'Behbahan', ar: 'بهبهان' },
    { key: 'khorramshahr', fa: 'خرمشهر', en: 'Khorramshahr', ar: 'خرمشهر' },
    { key: 'dezful', fa: 'دزفول', en: 'Dezful', ar: 'دزفول' },
    { key: 'shushtar', fa: 'شوشتر', en: 'Shushtar', ar: 'شوشتر' },
  ],
  zanjan: [
    { key: 'zanjan', fa: 'زنجان', en: 'Zanjan', ar: 'زنجان' },
    { key: 'abhar', fa: 'ابهر', en: 'Abhar', ar: 'أبهر' },
    { key: 'khorramdarreh', fa: 'خرمدره', en: 'Khorramdarreh', ar: 'خرم دره' },
    { key: 'qeydar', fa: 'قیدار', en: 'Qeydar', ar: 'قيدار' },
  ],
  semnan: [
    { key: 'semnan', fa: 'سمنان', en: 'Semnan', ar: 'سمنان' },
    { key: 'damghan', fa: 'دامغان', en: 'Damghan', ar: 'دامغان' },
    { key: 'shahrud', fa: 'شاهرود', en: 'Shahrud', ar: 'شاهرود' },
    { key: 'garmsar', fa: 'گرمسار', en: 'Garmsar', ar: 'كرمسار' },
  ],
  'sistan-baluchestan': [
    { key: 'zahedan', fa: 'زاهدان', en: 'Zahedan', ar: 'زاهدان' },
    { key: 'iranshahr', fa: 'ایرانشهر', en: 'Iranshahr', ar: 'إيرانشهر' },
    { key: 'chabahar', fa: 'چابهار', en: 'Chabahar', ar: 'تشابهار' },
    { key: 'zabol', fa: 'زابل', en: 'Zabol', ar: 'زابل' },
    { key: 'saravan', fa: 'سراوان', en: 'Saravan', ar: 'سراوان' },
  ],
  fars: [
    { key: 'shiraz', fa: 'شیراز', en: 'Shiraz', ar: 'شيراز' },
    { key: 'abadeh', fa: 'آباده', en: 'Abadeh', ar: 'آباده' },
    { key: 'jahrom', fa: 'جهرم', en: 'Jahrom', ar: 'جهرم' },
    { key: 'darab', fa: 'داراب', en: 'Darab', ar: 'داراب' },
    { key: 'fasa', fa: 'فسا', en: 'Fasa', ar: 'فسا' },
    { key: 'kazerun', fa: 'کازرون', en: 'Kazerun', ar: 'كازرون' },
    { key: 'lar', fa: 'لار', en: 'Lar', ar: 'لار' },
    { key: 'marvdasht', fa: 'مرودشت', en: 'Marvdasht', ar: 'مرودشت' },
  ],
  qazvin: [
    { key: 'qazvin', fa: 'قزوین', en: 'Qazvin', ar: 'قزوين' },
    { key: 'abyek', fa: 'آبیک', en: 'Abyek', ar: 'آبيك' },
    { key: 'buin-zahra', fa: 'بوئین‌زهرا', en: 'Buin Zahra', ar: 'بوئين زهرا' },
    { key: 'takestan', fa: 'تاکستان', en: 'Takestan', ar: 'تاكستان' },
  ],
  qom: [
    { key: 'qom', fa: 'قم', en: 'Qom', ar: 'قم' },
    { key: 'jafariyeh', fa: 'جعفریه', en: 'Jafariyeh', ar: 'جعفرية' },
    { key: 'salafchegan', fa: 'سلفچگان', en: 'Salafchegan', ar: 'سلفجكان' },
  ],
  kurdistan: [
    { key: 'sanandaj', fa: 'سنندج', en: 'Sanandaj', ar: 'سنندج' },
    { key: 'baneh', fa: 'بانه', en: 'Baneh', ar: 'بانه' },
    { key: 'saqqez', fa: 'سقز', en: 'Saqqez', ar: 'سقز' },
    { key: 'qorveh', fa: 'قروه', en: 'Qorveh', ar: 'قروه' },
    { key: 'marivan', fa: 'مریوان', en: 'Marivan', ar: 'مريوان' },
  ],
  kerman: [
    { key: 'kerman', fa: 'کرمان', en: 'Kerman', ar: 'كرمان' },
    { key: 'bam', fa: 'بم', en: 'Bam', ar: 'بم' },
    { key: 'jiroft', fa: 'جیرفت', en: 'Jiroft', ar: 'جيرفت' },
    { key: 'rafsanjan', fa: 'رفسنجان', en: 'Rafsanjan', ar: 'رفسنجان' },
    { key: 'zarand', fa: 'زرند', en: 'Zarand', ar: 'زرند' },
    { key: 'sirjan', fa: 'سیرجان', en: 'Sirjan', ar: 'سيرجان' },
    { key: 'shahr-e-babak', fa: 'شهربابک', en: 'Shahr-e Babak', ar: 'شهر بابك' },
  ],
  kermanshah: [
    { key: 'kermanshah', fa: 'کرمانشاه', en: 'Kermanshah', ar: 'كرمانشاه' },
    { key: 'eslamabad-e-gharb', fa: 'اسلام‌آباد غرب', en: 'Eslamabad-e Gharb', ar: 'إسلام آباد غرب' },
    { key: 'javanrud', fa: 'جوانرود', en: 'Javanrud', ar: 'جوانرود' },
    { key: 'sonqor', fa: 'سنقر', en: 'Sonqor', ar: 'سنقر' },
    { key: 'kangavar', fa: 'کنگاور', en: 'Kangavar', ar: 'كنكاور' },
  ],
  'kohgiluyeh-boyer-ahmad': [
    { key: 'yasuj', fa: 'یاسوج', en: 'Yasuj', ar: 'ياسوج' },
    { key: 'dogonbadan', fa: 'دوگنبدان', en: 'Dogonbadan', ar: 'دوكنبدان' },
    { key: 'dehdasht', fa: 'دهدشت', en: 'Dehdasht', ar: 'دهدشت' },
  ],
  golestan: [
    { key: 'gorgan', fa: 'گرگان', en: 'Gorgan', ar: 'جرجان' },
    { key: 'bandar-torkaman', fa: 'بندر ترکمن', en: 'Bandar Torkaman', ar: 'بندر تركمن' },
    { key: 'aliabad-e-katul', fa: 'علی‌آباد کتول', en: 'Aliabad-e Katul', ar: 'علي آباد كتول' },
    { key: 'kordkuy', fa: 'کردکوی', en: 'Kordkuy', ar: 'كردكوي' },
    { key: 'gonbad-e-kavus', fa: 'گنبد کاووس', en: 'Gonbad-e Kavus', ar: 'كنبد كاووس' },
  ],
  gilan: [
    { key: 'rasht', fa: 'رشت', en: 'Rasht', ar: 'رشت' },
    { key: 'astara', fa: 'آستارا', en: 'Astara', ar: 'آستارا' },
    { key: 'bandar-anzali', fa: 'بندر انزلی', en: 'Bandar Anzali', ar: 'بندر أنزلي' },
    { key: 'rudsar', fa: 'رودسر', en: 'Rudsar', ar: 'رودسر' },
    { key: 'lahijan', fa: 'لاهیجان', en: 'Lahijan', ar: 'لاهيجان' },
    { key: 'langarud', fa: 'لنگرود', en: 'Langarud', ar: 'لنكرود' },
  ],
  lorestan: [
    { key: 'khorramabad', fa: 'خرم‌آباد', en: 'Khorramabad', ar: 'خرم آباد' },
    { key: 'aligudarz', fa: 'الیگودرز', en: 'Aligudarz', ar: 'أليكودرز' },
    { key: 'borujerd', fa: 'بروجرد', en: 'Borujerd', ar: 'بروجرد' },
    { key: 'dorud', fa: 'دورود', en: 'Dorud', ar: 'دورود' },
    { key: 'kuhdasht', fa: 'کوهدشت', en: 'Kuhdasht', ar: 'كوهدشت' },
  ],
  mazandaran: [
    { key: 'sari', fa: 'ساری', en: 'Sari', ar: 'ساري' },
    { key: 'amol', fa: 'آمل', en: 'Amol', ar: 'آمل' },
    { key: 'babol', fa: 'بابل', en: 'Babol', ar: 'بابل' },
    { key: 'babolsar', fa: 'بابلسر', en: 'Babolsar', ar: 'بابلسر' },
    { key: 'behshahr', fa: 'بهشهر', en: 'Behshahr', ar: 'بهشهر' },
    { key: 'chalus', fa: 'چالوس', en: 'Chalus', ar: 'جالوس' },
    { key: 'qaem-shahr', fa: 'قائم‌شهر', en: 'Qaem Shahr', ar: 'قائم شهر' },
    { key: 'nowshahr', fa: 'نوشهر', en: 'Nowshahr', ar: 'نوشهر' },
  ],
  markazi: [
    { key: 'arak', fa: 'اراک', en: 'Arak', ar: 'أراك' },
    { key: 'khomeyn', fa: 'خمین', en: 'Khomeyn', ar: 'خمين' },
    { key: 'delijan', fa: 'دلیجان', en: 'Delijan', ar: 'دليجان' },
    { key: 'saveh', fa: 'ساوه', en: 'Saveh', ar: 'ساوة' },
    { key: 'shazand', fa: 'شازند', en: 'Shazand', ar: 'شازند' },
    { key: 'mahallat', fa: 'محلات', en: 'Mahallat', ar: 'محلات' },
  ],
  hormozgan: [
    { key: 'bandar-abbas', fa: 'بندرعباس', en: 'Bandar Abbas', ar: 'بندر عباس' },
    { key: 'bandar-lengeh', fa: 'بندر لنگه', en: 'Bandar Lengeh', ar: 'بندر لنجة' },
    { key: 'qeshm', fa: 'قشم', en: 'Qeshm', ar: 'قشم' },
    { key: 'kish', fa: 'کیش', en: 'Kish', ar: 'كيش' },
    { key: 'minab', fa: 'میناب', en: 'Minab', ar: 'ميناب' },
  ],
  hamadan: [
    { key: 'hamadan', fa: 'همدان', en: 'Hamadan', ar: 'همدان' },
    { key: 'asadabad', fa: 'اسدآباد', en: 'Asadabad', ar: 'أسد آباد' },
    { key: 'tuyserkan', fa: 'تویسرکان', en: 'Tuyserkan', ar: 'تويسركان' },
    { key: 'malayer', fa: 'ملایر', en: 'Malayer', ar: 'ملاير' },
    { key: 'nahavand', fa: 'نهاوند', en: 'Nahavand', ar: 'نهاوند' },
  ],
  yazd: [
    { key: 'yazd', fa: 'یزد', en: 'Yazd', ar: 'يزد' },
    { key: 'ardakan', fa: 'اردکان', en: 'Ardakan', ar: 'أردكان' },
    { key: 'bafq', fa: 'بافق', en: 'Bafq', ar: 'بافق' },
    { key: 'tabas', fa: 'طبس', en: 'Tabas', ar: 'طبس' },
    { key: 'mehriz', fa: 'مهریز', en: 'Mehriz', ar: 'مهريز' },
    { key: 'meybod', fa: 'میبد', en: 'Meybod', ar: 'ميبد' },
  ],
}

/** The cities of `province`, capital first; none for a key that is not a province (a stale or forged value). */
export function citiesOf(province: string): readonly City[] {
  return isProvince(province) ? citiesByProvince[province] : []
}

export function isCityOf(province: string, city: string): boolean {
  return citiesOf(province).some((c) => c.key === city)
}

export function cityName(province: string, city: string, locale: Locale): string | null {
  return citiesOf(province).find((c) => c.key === city)?.[locale] ?? null
}
