import type { L10n } from './catalogue-data'
import type { Scene } from './content-image'

export type SeedTag = { slug: string; name: L10n }
export type SeedPost = {
  title: L10n
  excerpt: L10n
  body: L10n
  tags: string[]
  /** The drawn cover; its alt text comes from the scene, its caption from here. */
  scene: Scene
  coverCaption: L10n
  /** Days before the seed ran; negative is a scheduled post. */
  daysAgo: number
  status?: 'draft' | 'published'
}

export const postTags: SeedTag[] = [
  { slug: 'galvanized', name: { fa: 'گالوانیزه', en: 'Galvanized', ar: 'مجلفن' } },
  { slug: 'standards', name: { fa: 'استاندارد', en: 'Standards', ar: 'المعايير' } },
  { slug: 'construction', name: { fa: 'ساختمان', en: 'Construction', ar: 'البناء' } },
  { slug: 'company-news', name: { fa: 'اخبار شرکت', en: 'Company news', ar: 'أخبار الشركة' } },
]

/** Newest first. Seven are published (two pages of six), one is a draft, one is scheduled. */
export const posts: SeedPost[] = [
  {
    title: { fa: 'راهنمای انتخاب لوله گالوانیزه برای تأسیسات', en: 'Choosing galvanized pipe for building services', ar: 'دليل اختيار الأنابيب المجلفنة للتمديدات' },
    excerpt: {
      fa: 'ضخامت پوشش روی، نوع اتصال و فشار کاری سه معیار اصلی انتخاب لوله گالوانیزه‌اند.',
      en: 'Zinc coating weight, joint type and working pressure are the three things that decide which galvanized pipe fits.',
      ar: 'وزن طبقة الزنك ونوع الوصلة وضغط التشغيل هي المعايير الثلاثة لاختيار الأنبوب المجلفن.',
    },
    body: {
      fa: 'لوله گالوانیزه گرم با پوشش یکنواخت روی، در برابر خوردگی آب و هوای مرطوب مقاومت بالایی دارد.\n\nبرای لوله‌کشی آب سرد و گرم ساختمان، لوله‌های سری متوسط با اتصال دنده‌ای رایج‌ترند. در خطوط آتش‌نشانی، ضخامت دیواره و آزمون فشار هیدرواستاتیک اهمیت بیشتری دارد.\n\nپیش از خرید، گواهی آزمون وزن پوشش را از فروشنده بخواهید و مطمئن شوید سرِ لوله‌ها پس از برش دوباره محافظت شده‌اند.',
      en: 'Hot-dip galvanized pipe with an even zinc layer resists corrosion from water and humid air for decades.\n\nFor hot and cold water in buildings, medium-series pipe with threaded joints is the usual choice. In fire-fighting lines, wall thickness and the hydrostatic test matter more.\n\nBefore you buy, ask for the coating-weight test certificate and make sure cut ends are protected again.',
      ar: 'الأنبوب المجلفن بالغمس الساخن ذو طبقة الزنك المتجانسة يقاوم تآكل الماء والهواء الرطب لعقود.\n\nفي تمديدات المياه الباردة والساخنة في المباني تُستخدم عادةً أنابيب السلسلة المتوسطة ذات الوصلات الملولبة. أما في خطوط الإطفاء فسماكة الجدار واختبار الضغط الهيدروستاتيكي أهم.\n\nقبل الشراء اطلب شهادة اختبار وزن الطلاء وتأكد من حماية أطراف الأنابيب بعد القص.',
    },
    tags: ['galvanized', 'construction'],
    scene: 'galvanizing',
    coverCaption: { fa: 'لوله‌ها پس از اسیدشویی وارد وان روی مذاب می‌شوند.', en: 'Pickled tubes go into the molten zinc bath.', ar: 'تدخل الأنابيب بعد التخليل إلى حوض الزنك المنصهر.' },
    daysAgo: 3,
  },
  {
    title: { fa: 'تمدید گواهینامه ایزو ۹۰۰۱ کارخانه', en: 'Our ISO 9001 certificate renewed', ar: 'تجديد شهادة ISO 9001 للمصنع' },
    excerpt: { fa: 'ممیزی مراقبتی سالانه بدون عدم انطباق عمده به پایان رسید.', en: 'The yearly surveillance audit closed with no major non-conformity.', ar: 'انتهى التدقيق الرقابي السنوي دون أي عدم مطابقة جوهري.' },
    body: {
      fa: 'ممیزان نهاد گواهی‌دهنده طی سه روز فرایندهای تولید، کنترل کیفیت و رسیدگی به شکایات مشتریان را بررسی کردند.\n\nگواهینامه سیستم مدیریت کیفیت ما برای سه سال دیگر معتبر است.',
      en: 'Over three days the certification body audited production, quality control and how we handle customer complaints.\n\nOur quality management certificate is valid for another three years.',
      ar: 'على مدى ثلاثة أيام دقّقت الجهة المانحة عمليات الإنتاج ومراقبة الجودة ومعالجة شكاوى العملاء.\n\nتبقى شهادة نظام إدارة الجودة لدينا سارية لثلاث سنوات أخرى.',
    },
    tags: ['standards', 'company-news'],
    scene: 'lab',
    coverCaption: { fa: 'آزمایشگاه کنترل کیفیت، جایی که ممیزان نمونه‌ها را بررسی کردند.', en: 'The quality control lab, where the auditors checked samples.', ar: 'مختبر مراقبة الجودة حيث فحص المدققون العينات.' },
    daysAgo: 12,
  },
  {
    title: { fa: 'قوطی یا لوله گرد؛ کدام برای سازه سبک؟', en: 'Box section or round tube for light structures?', ar: 'مقطع صندوقي أم أنبوب دائري للهياكل الخفيفة؟' },
    excerpt: { fa: 'مقایسه مقاومت خمشی، سهولت اتصال و هزینه دو مقطع پرکاربرد.', en: 'Bending strength, ease of joining and cost of the two most used sections.', ar: 'مقارنة مقاومة الانحناء وسهولة الوصل والتكلفة لمقطعين شائعين.' },
    body: {
      fa: 'قوطی‌های مربع و مستطیل به‌دلیل وجه‌های تخت، جوشکاری و اتصال ساده‌تری دارند و در سوله‌های سبک و نما پرکاربردند.\n\nلوله گرد در برابر پیچش و بار باد رفتار بهتری دارد و برای خرپاها و سازه‌های نمایشی مناسب است.',
      en: 'Square and rectangular hollow sections have flat faces, so welding and joining are simpler; they dominate light sheds and façades.\n\nRound tube behaves better under torsion and wind load and suits trusses and exposed structures.',
      ar: 'المقاطع المربعة والمستطيلة ذات أوجه مستوية، لذا يكون اللحام والوصل أسهل، وهي الأكثر استخداماً في المستودعات الخفيفة والواجهات.\n\nأما الأنبوب الدائري فيتحمل الالتواء وأحمال الرياح أفضل ويناسب الجملونات والهياكل الظاهرة.',
    },
    tags: ['construction'],
    scene: 'stack',
    coverCaption: { fa: 'لوله‌های گرد آماده ارسال برای یک سازه سبک.', en: 'Round tubes ready to go to a light structure.', ar: 'أنابيب دائرية جاهزة للإرسال إلى هيكل خفيف.' },
    daysAgo: 24,
  },
  {
    title: { fa: 'خط تولید جدید پروفیل درب و پنجره', en: 'A new line for door and window profiles', ar: 'خط إنتاج جديد لمقاطع الأبواب والنوافذ' },
    excerpt: { fa: 'ظرفیت تولید پروفیل درب و پنجره دو برابر شد.', en: 'Our door and window profile capacity has doubled.', ar: 'تضاعفت طاقة إنتاج مقاطع الأبواب والنوافذ.' },
    body: {
      fa: 'خط نورد سرد جدید با ۱۸ قفسه شکل‌دهی، پروفیل‌های درب و پنجره را با دقت ابعادی بالاتر تولید می‌کند.\n\nزمان تحویل سفارش‌های پروژه‌ای از این ماه کوتاه‌تر شده است.',
      en: 'The new cold roll-forming line with 18 stands makes door and window profiles to tighter tolerances.\n\nLead times for project orders are shorter from this month.',
      ar: 'ينتج خط التشكيل على البارد الجديد ذو الثماني عشرة محطة مقاطع الأبواب والنوافذ بدقة أبعاد أعلى.\n\nأصبحت مدة تسليم طلبات المشاريع أقصر ابتداءً من هذا الشهر.',
    },
    tags: ['company-news'],
    scene: 'mill',
    coverCaption: { fa: 'سالن خط نورد سرد جدید در کارخانه ساوه.', en: 'The hall of the new cold roll-forming line at the Saveh plant.', ar: 'صالة خط التشكيل على البارد الجديد في مصنع ساوه.' },
    daysAgo: 41,
  },
  {
    title: { fa: 'نگهداری لوله فولادی در انبار', en: 'Storing steel tube in the yard', ar: 'تخزين الأنابيب الفولاذية في المستودع' },
    excerpt: { fa: 'چند نکته ساده برای جلوگیری از زنگ‌زدگی و تاب برداشتن لوله‌ها.', en: 'Simple ways to keep tubes from rusting and bending before use.', ar: 'نصائح بسيطة لمنع صدأ الأنابيب وانحنائها قبل الاستخدام.' },
    body: {
      fa: 'لوله‌ها را روی تکیه‌گاه‌های چوبی با فاصله حداکثر دو متر بچینید تا تاب برندارند.\n\nانبار باید تهویه داشته باشد و لوله‌ها مستقیم با خاک مرطوب تماس پیدا نکنند.',
      en: 'Lay tubes on timber bearers no more than two metres apart so they do not sag.\n\nKeep the store ventilated and never let tubes touch damp ground.',
      ar: 'ضع الأنابيب على دعامات خشبية لا تزيد المسافة بينها عن مترين كي لا تنحني.\n\nيجب أن يكون المستودع جيد التهوية وألا تلامس الأنابيب الأرض الرطبة.',
    },
    tags: ['construction'],
    scene: 'warehouse',
    coverCaption: { fa: 'لوله‌ها روی تکیه‌گاه و دور از زمین مرطوب انبار شده‌اند.', en: 'Tubes stored on bearers, clear of damp ground.', ar: 'أنابيب مخزّنة على دعامات بعيداً عن الأرض الرطبة.' },
    daysAgo: 57,
  },
  {
    title: { fa: 'استاندارد ملی لوله‌های فولادی درزدار', en: 'The national standard for welded steel tubes', ar: 'المعيار الوطني للأنابيب الفولاذية الملحومة' },
    excerpt: { fa: 'آنچه خریدار باید درباره نشان استاندارد ملی بداند.', en: 'What a buyer should know about the national standard mark.', ar: 'ما يجب أن يعرفه المشتري عن علامة المعيار الوطني.' },
    body: {
      fa: 'نشان استاندارد ملی یعنی محصول در آزمون‌های ابعادی، مکانیکی و ظاهری سازمان ملی استاندارد پذیرفته شده است.\n\nشماره پروانه کاربرد نشان روی هر بسته درج می‌شود و از سامانه سازمان قابل استعلام است.',
      en: 'The national standard mark means the product passed the dimensional, mechanical and visual tests of the national standards organisation.\n\nThe licence number is printed on every bundle and can be checked online.',
      ar: 'تعني علامة المعيار الوطني أن المنتج اجتاز اختبارات الأبعاد والخواص الميكانيكية والمظهر لدى هيئة المعايير الوطنية.\n\nيُطبع رقم الترخيص على كل حزمة ويمكن التحقق منه عبر الإنترنت.',
    },
    tags: ['standards'],
    scene: 'certificate',
    coverCaption: { fa: 'پروانه کاربرد نشان استاندارد ملی.', en: 'The licence to use the national standard mark.', ar: 'ترخيص استخدام علامة المعيار الوطني.' },
    daysAgo: 75,
  },
  {
    title: { fa: 'ارسال محموله به بندر عباس', en: 'A shipment leaves for Bandar Abbas', ar: 'شحنة تنطلق إلى بندر عباس' },
    excerpt: { fa: 'نخستین محموله صادراتی امسال بارگیری شد.', en: 'This year’s first export shipment has been loaded.', ar: 'تم تحميل أول شحنة تصدير لهذا العام.' },
    body: {
      fa: 'بیست کامیون لوله گالوانیزه و قوطی صنعتی برای صادرات به کشورهای حاشیه خلیج فارس بارگیری شد.',
      en: 'Twenty trucks of galvanized pipe and industrial box section were loaded for export to the Persian Gulf countries.',
      ar: 'تم تحميل عشرين شاحنة من الأنابيب المجلفنة والمقاطع الصندوقية الصناعية للتصدير إلى دول الخليج العربي.',
    },
    tags: ['company-news', 'galvanized'],
    scene: 'truck',
    coverCaption: { fa: 'یکی از کامیون‌های محموله پیش از حرکت به بندر.', en: 'One of the shipment’s trucks before it sets off for the port.', ar: 'إحدى شاحنات الشحنة قبل انطلاقها إلى الميناء.' },
    daysAgo: 96,
  },
  {
    title: { fa: 'پیش‌نویس: برنامه نمایشگاه صنعت ساختمان', en: 'Draft: building industry fair plans', ar: 'مسودة: خطط معرض صناعة البناء' },
    excerpt: { fa: 'هنوز منتشر نشده است.', en: 'Not published yet.', ar: 'لم تُنشر بعد.' },
    body: { fa: 'متن در حال نگارش است.', en: 'Still being written.', ar: 'النص قيد الكتابة.' },
    tags: ['company-news'],
    scene: 'mill',
    coverCaption: { fa: 'سالن تولید که در نمایشگاه معرفی می‌شود.', en: 'The production hall we will present at the fair.', ar: 'صالة الإنتاج التي سنعرضها في المعرض.' },
    daysAgo: 1,
    status: 'draft',
  },
  {
    title: { fa: 'زمان‌بندی‌شده: تخفیف پایان سال', en: 'Scheduled: year-end offer', ar: 'مجدول: عرض نهاية العام' },
    excerpt: { fa: 'این نوشته در آینده منتشر می‌شود.', en: 'This post goes out in the future.', ar: 'تُنشر هذه المقالة في المستقبل.' },
    body: { fa: 'جزئیات به‌زودی.', en: 'Details soon.', ar: 'التفاصيل قريباً.' },
    tags: ['company-news'],
    scene: 'stack',
    coverCaption: { fa: 'لوله‌های موجود در انبار که مشمول تخفیف می‌شوند.', en: 'Stock tubes included in the offer.', ar: 'أنابيب المخزون المشمولة بالعرض.' },
    daysAgo: -30,
  },
]
