import type { Branch } from '@/cms/payload-types'
import type { L10n } from './catalogue-data'
import type { Scene } from './content-image'

export type SeedAlbum = { title: L10n; description: L10n; pictures: { scene: Scene; hue: number; caption: L10n }[] }

export const albums: SeedAlbum[] = [
  {
    title: { fa: 'کارخانه و خطوط تولید', en: 'Factory and production lines', ar: 'المصنع وخطوط الإنتاج' },
    description: { fa: 'نمایی از سالن‌های تولید، گالوانیزه و آزمایشگاه.', en: 'Our production halls, galvanizing plant and laboratory.', ar: 'لقطات من صالات الإنتاج ومصنع الجلفنة والمختبر.' },
    pictures: [
      { scene: 'mill', hue: 150, caption: { fa: 'سالن نورد', en: 'Rolling hall', ar: 'صالة الدرفلة' } },
      { scene: 'galvanizing', hue: 200, caption: { fa: 'وان گالوانیزه', en: 'Galvanizing bath', ar: 'حوض الجلفنة' } },
      { scene: 'lab', hue: 120, caption: { fa: 'آزمایشگاه کنترل کیفیت', en: 'Quality control lab', ar: 'مختبر مراقبة الجودة' } },
      { scene: 'stack', hue: 30, caption: { fa: 'لوله‌های آماده بسته‌بندی', en: 'Tubes ready for bundling', ar: 'أنابيب جاهزة للتحزيم' } },
    ],
  },
  {
    title: { fa: 'انبار و بارگیری', en: 'Yard and loading', ar: 'المستودع والتحميل' },
    description: { fa: 'انبار محصولات و ارسال سفارش‌ها.', en: 'The product yard and orders on their way.', ar: 'مستودع المنتجات والطلبات في طريقها.' },
    pictures: [
      { scene: 'warehouse', hue: 210, caption: { fa: 'انبار مرکزی', en: 'Central yard', ar: 'المستودع المركزي' } },
      { scene: 'truck', hue: 10, caption: { fa: 'بارگیری سفارش', en: 'Loading an order', ar: 'تحميل طلبية' } },
      { scene: 'stack', hue: 90, caption: { fa: 'دسته‌بندی بر اساس قطر', en: 'Sorted by diameter', ar: 'مرتبة حسب القطر' } },
    ],
  },
]

export type SeedBranch = Pick<Branch, 'kind' | 'phone' | 'fax' | 'latitude' | 'longitude'> & { title: L10n; address: L10n; hours: L10n }

export const branches: SeedBranch[] = [
  {
    kind: 'head-office',
    title: { fa: 'دفتر مرکزی', en: 'Head office', ar: 'المكتب الرئيسي' },
    address: { fa: 'تهران، خیابان ولیعصر، پلاک ۲۴۰', en: 'No. 240, Valiasr St., Tehran', ar: 'طهران، شارع ولي عصر، رقم ٢٤٠' },
    hours: { fa: 'شنبه تا چهارشنبه ۸ تا ۱۷', en: 'Sat–Wed 8:00–17:00', ar: 'السبت–الأربعاء ٨–١٧' },
    phone: '021-88776655',
    fax: '021-88776600',
    latitude: 35.7575,
    longitude: 51.4105,
  },
  {
    kind: 'sales-office',
    title: { fa: 'دفتر فروش بازار آهن', en: 'Iron market sales office', ar: 'مكتب المبيعات في سوق الحديد' },
    address: { fa: 'تهران، بازار آهن شادآباد، راسته ۴', en: 'Row 4, Shadabad Iron Market, Tehran', ar: 'طهران، سوق الحديد في شادآباد، الصف ٤' },
    hours: { fa: 'شنبه تا پنجشنبه ۸ تا ۱۶', en: 'Sat–Thu 8:00–16:00', ar: 'السبت–الخميس ٨–١٦' },
    phone: '021-66554433',
    fax: '021-66554400',
    latitude: 35.6606,
    longitude: 51.2939,
  },
  {
    kind: 'factory',
    title: { fa: 'کارخانه ساوه', en: 'Saveh factory', ar: 'مصنع ساوه' },
    address: { fa: 'ساوه، شهرک صنعتی کاوه، خیابان ۱۴', en: 'St. 14, Kaveh Industrial City, Saveh', ar: 'ساوه، مدينة كاوه الصناعية، الشارع ١٤' },
    hours: { fa: 'شبانه‌روزی (بارگیری ۷ تا ۱۹)', en: 'Round the clock (loading 7:00–19:00)', ar: 'على مدار الساعة (التحميل ٧–١٩)' },
    phone: '086-42223344',
    fax: '086-42223300',
    latitude: 35.0585,
    longitude: 50.3566,
  },
  {
    kind: 'sales-office',
    title: { fa: 'دفتر فروش اصفهان', en: 'Isfahan sales office', ar: 'مكتب مبيعات أصفهان' },
    address: { fa: 'اصفهان، خیابان آتشگاه، پلاک ۵۵', en: 'No. 55, Atashgah St., Isfahan', ar: 'أصفهان، شارع آتشكاه، رقم ٥٥' },
    hours: { fa: 'شنبه تا چهارشنبه ۸ تا ۱۶', en: 'Sat–Wed 8:00–16:00', ar: 'السبت–الأربعاء ٨–١٦' },
    phone: '031-32221100',
    fax: null,
    latitude: 32.6624,
    longitude: 51.6318,
  },
]

export type SeedCertification = { code: string; title: L10n; issuer: L10n; hue: number; years: number }

export const certifications: SeedCertification[] = [
  { code: 'ISO 9001:2015', title: { fa: 'سیستم مدیریت کیفیت', en: 'Quality management', ar: 'إدارة الجودة' }, issuer: { fa: 'TÜV نورد', en: 'TÜV Nord', ar: 'TÜV نورد' }, hue: 150, years: 3 },
  { code: 'ISO 14001:2015', title: { fa: 'سیستم مدیریت زیست‌محیطی', en: 'Environmental management', ar: 'الإدارة البيئية' }, issuer: { fa: 'TÜV نورد', en: 'TÜV Nord', ar: 'TÜV نورد' }, hue: 110, years: 3 },
  { code: 'ISO 45001:2018', title: { fa: 'ایمنی و بهداشت شغلی', en: 'Occupational health and safety', ar: 'الصحة والسلامة المهنية' }, issuer: { fa: 'بیوروتیاس', en: 'Bureau Veritas', ar: 'بيرو فيريتاس' }, hue: 20, years: 3 },
  { code: 'ISO 10002:2018', title: { fa: 'رسیدگی به شکایات مشتریان', en: 'Customer complaints handling', ar: 'معالجة شكاوى العملاء' }, issuer: { fa: 'بیوروتیاس', en: 'Bureau Veritas', ar: 'بيرو فيريتاس' }, hue: 260, years: 3 },
  { code: 'ISO 50001:2018', title: { fa: 'مدیریت انرژی', en: 'Energy management', ar: 'إدارة الطاقة' }, issuer: { fa: 'SGS', en: 'SGS', ar: 'SGS' }, hue: 45, years: 3 },
  { code: 'EFQM', title: { fa: 'تقدیرنامه تعالی سازمانی', en: 'Business excellence recognition', ar: 'شهادة التميز المؤسسي' }, issuer: { fa: 'بنیاد اروپایی مدیریت کیفیت', en: 'European Foundation for Quality Management', ar: 'المؤسسة الأوروبية لإدارة الجودة' }, hue: 210, years: 2 },
  { code: 'INSO 3091', title: { fa: 'نشان استاندارد ملی ایران', en: 'Iranian national standard mark', ar: 'علامة المعيار الوطني الإيراني' }, issuer: { fa: 'سازمان ملی استاندارد ایران', en: 'Iranian National Standards Organization', ar: 'المنظمة الوطنية الإيرانية للمعايير' }, hue: 0, years: 5 },
]

export const home = {
  heroTitle: { fa: 'لوله و پروفیل فولادی برای ساختمان و صنعت', en: 'Steel tubes and profiles for building and industry', ar: 'أنابيب ومقاطع فولاذية للبناء والصناعة' },
  heroBody: {
    fa: 'لوله گرد، قوطی و پروفیل، لوله گالوانیزه و مقاطع سازه‌ای، تولید شده با استانداردهای ملی و بین‌المللی.',
    en: 'Round, square and rectangular tubes, galvanized pipe, scaffolding and structural hollow sections, made to national and international standards.',
    ar: 'أنابيب دائرية ومقاطع مربعة ومستطيلة وأنابيب مجلفنة ومقاطع إنشائية مصنوعة وفق المعايير الوطنية والدولية.',
  },
  figures: [
    { value: { fa: '۳۰۰٬۰۰۰ تن', en: '300,000 t', ar: '٣٠٠٬٠٠٠ طن' }, label: { fa: 'ظرفیت سالانه', en: 'Yearly capacity', ar: 'الطاقة السنوية' } },
    { value: { fa: '+۲۵ سال', en: '25+ years', ar: '+٢٥ سنة' }, label: { fa: 'تجربه تولید', en: 'Making steel tube', ar: 'خبرة في الإنتاج' } },
    { value: { fa: '۱۲ خط', en: '12 lines', ar: '١٢ خطاً' }, label: { fa: 'خطوط تولید', en: 'Production lines', ar: 'خطوط إنتاج' } },
    { value: { fa: '۸ کشور', en: '8 countries', ar: '٨ دول' }, label: { fa: 'صادرات', en: 'Export markets', ar: 'أسواق التصدير' } },
  ],
}

type RichPage = { title: L10n; intro: L10n; body: L10n; items: { title: L10n; text: L10n }[] }

export const about: RichPage = {
  title: { fa: 'درباره ما', en: 'About us', ar: 'من نحن' },
  intro: {
    fa: 'از سال ۱۳۷۸ لوله و پروفیل فولادی برای ساختمان، صنعت و کشاورزی تولید می‌کنیم.',
    en: 'Since 1999 we have made steel tubes and profiles for building, industry and agriculture.',
    ar: 'منذ عام ١٩٩٩ ننتج الأنابيب والمقاطع الفولاذية للبناء والصناعة والزراعة.',
  },
  body: {
    fa: 'کارخانه ما در شهرک صنعتی کاوه ساوه با دوازده خط نورد، برش و گالوانیزه، سالانه بیش از سیصد هزار تن محصول تولید می‌کند.\n\nکیفیت هر بسته در آزمایشگاه کارخانه آزموده می‌شود و شماره ذوب آن تا ورق اولیه قابل ردیابی است.',
    en: 'Our factory in Kaveh Industrial City, Saveh, runs twelve rolling, cutting and galvanizing lines and makes more than three hundred thousand tonnes a year.\n\nEvery bundle is tested in our laboratory and its heat number can be traced back to the coil.',
    ar: 'يعمل مصنعنا في مدينة كاوه الصناعية بساوه باثني عشر خطاً للدرفلة والقص والجلفنة وينتج أكثر من ثلاثمئة ألف طن سنوياً.\n\nتُختبر كل حزمة في مختبر المصنع ويمكن تتبع رقم الصهر حتى اللفافة الأصلية.',
  },
  items: [
    { title: { fa: 'کیفیت', en: 'Quality', ar: 'الجودة' }, text: { fa: 'گواهینامه‌های ISO و نشان استاندارد ملی', en: 'ISO certificates and the national standard mark', ar: 'شهادات ISO وعلامة المعيار الوطني' } },
    { title: { fa: 'تحویل به‌موقع', en: 'On-time delivery', ar: 'التسليم في الموعد' }, text: { fa: 'ناوگان حمل و انبار در سه شهر', en: 'Our own trucks and yards in three cities', ar: 'أسطول نقل ومستودعات في ثلاث مدن' } },
    { title: { fa: 'مشاوره فنی', en: 'Technical advice', ar: 'الاستشارة الفنية' }, text: { fa: 'انتخاب مقطع مناسب برای هر پروژه', en: 'The right section for every project', ar: 'اختيار المقطع المناسب لكل مشروع' } },
  ],
}

export const services: RichPage = {
  title: { fa: 'خدمات', en: 'Services', ar: 'الخدمات' },
  intro: {
    fa: 'فراتر از فروش لوله: برش، گالوانیزه، بسته‌بندی و ارسال به محل پروژه.',
    en: 'More than selling tube: cutting, galvanizing, bundling and delivery to site.',
    ar: 'أكثر من بيع الأنابيب: القص والجلفنة والتحزيم والتوصيل إلى موقع المشروع.',
  },
  body: {
    fa: 'سفارش‌های پروژه‌ای را با طول دلخواه برش می‌زنیم، در صورت نیاز گالوانیزه می‌کنیم و با برچسب ردیابی به کارگاه شما می‌فرستیم.',
    en: 'We cut project orders to length, galvanize them when needed and deliver them to your site with traceability labels.',
    ar: 'نقص طلبات المشاريع بالأطوال المطلوبة ونجلفنها عند الحاجة ونوصلها إلى موقعكم مع ملصقات التتبع.',
  },
  items: [
    { title: { fa: 'برش به طول سفارشی', en: 'Cut to length', ar: 'القص حسب الطول' }, text: { fa: 'دقت ±۲ میلی‌متر', en: '±2 mm accuracy', ar: 'دقة ±٢ ملم' } },
    { title: { fa: 'گالوانیزه گرم', en: 'Hot-dip galvanizing', ar: 'الجلفنة بالغمس الساخن' }, text: { fa: 'برای لوله و قطعات سازه‌ای', en: 'For tubes and structural parts', ar: 'للأنابيب والقطع الإنشائية' } },
    { title: { fa: 'ارسال به سراسر کشور', en: 'Nationwide delivery', ar: 'التوصيل إلى جميع المحافظات' }, text: { fa: 'با ناوگان اختصاصی', en: 'With our own fleet', ar: 'بأسطولنا الخاص' } },
  ],
}
