// Demo catalogue for the seeder. Pure data: it must stay importable from unit tests without Payload.

export type L10n = { fa: string; en: string; ar: string }
export type SpecKey =
  | 'outer_diameter'
  | 'width'
  | 'height'
  | 'wall_thickness'
  | 'length'
  | 'standard'
  | 'grade'
  | 'weight_per_meter'
  | 'coating'
  | 'shape'
  | 'finish'

export type SeedCategory = { slug: string; parent?: string /* parent slug */; title: L10n; description: L10n }
export type SeedBrand = { slug: string; name: L10n }
export type SeedSpec = { key: SpecKey; value: string | L10n; numeric?: number }
export type Shape = 'round' | 'square' | 'rectangular' | 'oval' | 'angle' | 'channel' | 'z-profile' | 'door-profile'
export type SeedProduct = {
  slug: string
  category: string
  brand: string
  title: L10n
  summary: L10n
  introduction: L10n
  technicalDescription: L10n
  specs: SeedSpec[]
  price: number
  oldPrice?: number
  unit: 'branch' | 'kg' | 'piece' | 'meter'
  stock: 'in_stock' | 'out_of_stock' | 'on_order'
  /** Bounding box of the cross-section in mm; for a Z that is both flanges, not one. */
  image: { shape: Shape; width: number; height: number; thickness: number }
  /** The drawing carries no text: what it shows and its sizes are read here, in each language. */
  picture: { alt: L10n; caption: L10n }
  sales: number
  views: number
  publishedDaysAgo: number
}

// ---------------------------------------------------------------------------
// Text helpers

type Num = (v: number | string) => string
type Builder = { fa: (n: Num) => string; en: (n: Num) => string; ar: (n: Num) => string }

const FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹'
const AR_DIGITS = '٠١٢٣٤٥٦٧٨٩'

/** 48.3 not 48.30, 4 not 4.0: sizes read the way the trade writes them. */
function fmt(v: number | string): string {
  return typeof v === 'number' ? String(Number(v.toFixed(2))) : v
}

function localDigits(text: string, digits: string): string {
  // The Arabic decimal separator only between digits, so "EN 10204 3.1"-style text passed through stays intact.
  return text.replace(/(?<=\d)\.(?=\d)/g, '٫').replace(/\d/g, (d) => digits[Number(d)] ?? d)
}

const enNum: Num = (v) => fmt(v)
const faNum: Num = (v) => localDigits(fmt(v), FA_DIGITS)
const arNum: Num = (v) => localDigits(fmt(v), AR_DIGITS)

/** Each language gets its own digit formatter, so standards and grades interpolated raw stay Latin. */
function tx(b: Builder): L10n {
  return { fa: b.fa(faNum), en: b.en(enNum), ar: b.ar(arNum) }
}

const l = (fa: string, en: string, ar: string): L10n => ({ fa, en, ar })

const MM = l('میلی‌متر', 'mm', 'مم')

// ---------------------------------------------------------------------------
// Attributes

export const specAttributes: { key: SpecKey; name: L10n; unit?: L10n; numeric: boolean; filterable: boolean }[] = [
  { key: 'outer_diameter', name: l('قطر خارجی', 'Outer diameter', 'القطر الخارجي'), unit: MM, numeric: true, filterable: true },
  { key: 'width', name: l('عرض', 'Width', 'العرض'), unit: MM, numeric: true, filterable: true },
  { key: 'height', name: l('ارتفاع', 'Height', 'الارتفاع'), unit: MM, numeric: true, filterable: true },
  { key: 'wall_thickness', name: l('ضخامت دیواره', 'Wall thickness', 'سماكة الجدار'), unit: MM, numeric: true, filterable: true },
  { key: 'length', name: l('طول شاخه', 'Length', 'الطول'), unit: l('متر', 'm', 'م'), numeric: true, filterable: true },
  { key: 'standard', name: l('استاندارد', 'Standard', 'المعيار'), numeric: false, filterable: true },
  { key: 'grade', name: l('گرید فولاد', 'Steel grade', 'درجة الصلب'), numeric: false, filterable: true },
  {
    key: 'weight_per_meter',
    name: l('وزن هر متر', 'Weight per metre', 'الوزن لكل متر'),
    unit: l('کیلوگرم بر متر', 'kg/m', 'كغ/م'),
    numeric: true,
    // Derived from size and wall, so filtering on it would only duplicate those filters.
    filterable: false,
  },
  { key: 'coating', name: l('پوشش', 'Coating', 'الطلاء'), numeric: false, filterable: true },
  { key: 'shape', name: l('شکل مقطع', 'Section shape', 'شكل المقطع'), numeric: false, filterable: true },
  { key: 'finish', name: l('پرداخت', 'Finish', 'التشطيب'), numeric: false, filterable: false },
]

type Coating = 'black' | 'oiled' | 'painted' | 'galvanized' | 'pre-galvanized' | 'electro-galvanized'
type Finish = 'plain' | 'threaded' | 'bevelled' | 'forged' | 'pressed' | 'roll-formed'

const coatings: Record<Coating, L10n> = {
  black: l('سیاه', 'Black', 'أسود'),
  oiled: l('روغنی', 'Oiled', 'مزيّت'),
  painted: l('رنگی', 'Painted', 'مدهون'),
  galvanized: l('گالوانیزه گرم', 'Hot-dip galvanized', 'مجلفن بالغمس الساخن'),
  'pre-galvanized': l('پیش‌گالوانیزه', 'Pre-galvanized', 'مجلفن مسبقاً'),
  'electro-galvanized': l('گالوانیزه الکترولیتی', 'Electro-galvanized', 'مجلفن كهربائياً'),
}

const finishes: Record<Finish, L10n> = {
  plain: l('سر ساده', 'Plain ends', 'أطراف ملساء'),
  threaded: l('دنده‌شده با بوشن', 'Threaded and socketed', 'مسنن مع جلبة'),
  bevelled: l('سر پخ‌خورده', 'Bevelled ends', 'أطراف مشطوفة'),
  forged: l('فورج', 'Drop-forged', 'مطروق'),
  pressed: l('پرسی', 'Pressed steel', 'صلب مكبوس'),
  'roll-formed': l('رول‌فرمینگ', 'Roll-formed', 'مشكّل بالدرفلة'),
}

const shapeNames: Record<Shape, L10n> = {
  round: l('گرد', 'Round', 'دائري'),
  square: l('مربع', 'Square', 'مربع'),
  rectangular: l('مستطیل', 'Rectangular', 'مستطيل'),
  oval: l('بیضی', 'Oval', 'بيضاوي'),
  angle: l('نبشی (L)', 'Angle (L)', 'زاوية (L)'),
  channel: l('ناودانی (U)', 'Channel (U)', 'مقطع U'),
  'z-profile': l('پروفیل Z', 'Z-section', 'مقطع Z'),
  'door-profile': l('پروفیل درب', 'Door profile', 'مقطع أبواب'),
}

// ---------------------------------------------------------------------------
// Categories and brands

export const categories: SeedCategory[] = [
  {
    slug: 'round-tubes',
    title: l('لوله‌های گرد', 'Round tubes', 'الأنابيب الدائرية'),
    description: l(
      'انواع لوله گرد فولادی درزدار، بدون درز و گالوانیزه برای مصارف سازه‌ای، تأسیساتی و صنعتی.',
      'Welded, seamless and galvanized round steel tubes for structural, building-services and industrial use.',
      'أنابيب صلب دائرية ملحومة وغير ملحومة ومجلفنة للاستخدامات الإنشائية والتمديدات والصناعة.',
    ),
  },
  {
    slug: 'black-round-tubes',
    parent: 'round-tubes',
    title: l('لوله گرد سیاه درزدار', 'Black welded round tubes', 'أنابيب دائرية سوداء ملحومة'),
    description: l(
      'لوله‌های گرد سیاه با جوش فرکانس بالا از قطر ۲۱٫۳ تا ۱۱۴٫۳ میلی‌متر.',
      'High-frequency welded black round tubes from 21.3 to 114.3 mm outer diameter.',
      'أنابيب دائرية سوداء ملحومة بالتردد العالي بأقطار خارجية من ٢١٫٣ إلى ١١٤٫٣ مم.',
    ),
  },
  {
    slug: 'galvanized-pipes',
    parent: 'round-tubes',
    title: l('لوله گالوانیزه', 'Galvanized pipes', 'أنابيب مجلفنة'),
    description: l(
      'لوله گالوانیزه گرم دنده‌شده برای لوله‌کشی آب، آتش‌نشانی و مصارف فضای باز.',
      'Hot-dip galvanized, threaded pipe for water lines, fire protection and outdoor use.',
      'أنابيب مجلفنة بالغمس الساخن ومسننة لخطوط المياه وأنظمة الإطفاء والاستخدام الخارجي.',
    ),
  },
  {
    slug: 'seamless-pipes',
    parent: 'round-tubes',
    title: l('لوله بدون درز', 'Seamless pipes', 'أنابيب غير ملحومة'),
    description: l(
      'لوله بدون درز (مانیسمان) رده ۴۰ برای خطوط تحت فشار، بخار و نفت و گاز.',
      'Schedule 40 seamless pipe for pressure, steam and oil-and-gas lines.',
      'أنابيب غير ملحومة جدول ٤٠ لخطوط الضغط والبخار والنفط والغاز.',
    ),
  },
  {
    slug: 'hollow-sections',
    title: l('قوطی و مقاطع توخالی سازه‌ای', 'Structural hollow sections', 'المقاطع المجوفة الإنشائية'),
    description: l(
      'قوطی‌ها و مقاطع توخالی مربع، مستطیل و بیضی برای اسکلت، سوله، نرده و ساخت تجهیزات.',
      'Square, rectangular and oval hollow sections for frames, industrial sheds, railings and equipment.',
      'مقاطع مجوفة مربعة ومستطيلة وبيضاوية للهياكل والمستودعات الصناعية والدرابزين والمعدات.',
    ),
  },
  {
    slug: 'square-tubes',
    parent: 'hollow-sections',
    title: l('قوطی مربع', 'Square tubes', 'أنابيب مربعة'),
    description: l(
      'قوطی مربع از ۲۰ × ۲۰ تا ۱۰۰ × ۱۰۰ میلی‌متر با ضخامت ۱٫۵ تا ۶ میلی‌متر.',
      'Square tubes from 20 × 20 to 100 × 100 mm in wall thicknesses of 1.5 to 6 mm.',
      'أنابيب مربعة من ٢٠ × ٢٠ إلى ١٠٠ × ١٠٠ مم بسماكات جدار من ١٫٥ إلى ٦ مم.',
    ),
  },
  {
    slug: 'rectangular-tubes',
    parent: 'hollow-sections',
    title: l('قوطی مستطیل', 'Rectangular tubes', 'أنابيب مستطيلة'),
    description: l(
      'قوطی مستطیل از ۴۰ × ۲۰ تا ۱۲۰ × ۶۰ میلی‌متر برای تیرچه، لاپه و قاب‌های سازه‌ای.',
      'Rectangular tubes from 40 × 20 to 120 × 60 mm for joists, purlins and structural frames.',
      'أنابيب مستطيلة من ٤٠ × ٢٠ إلى ١٢٠ × ٦٠ مم للروافد والمدادات والإطارات الإنشائية.',
    ),
  },
  {
    slug: 'oval-tubes',
    parent: 'hollow-sections',
    title: l('لوله بیضی', 'Oval tubes', 'أنابيب بيضاوية'),
    description: l(
      'لوله بیضی برای مبلمان فلزی، دستگیره، نرده و کاربردهای تزئینی.',
      'Oval tubes for metal furniture, handles, railings and decorative work.',
      'أنابيب بيضاوية للأثاث المعدني والمقابض والدرابزين والأعمال الزخرفية.',
    ),
  },
  {
    slug: 'industrial-profiles',
    title: l('پروفیل‌های صنعتی', 'Industrial profiles', 'المقاطع الصناعية'),
    description: l(
      'نبشی، ناودانی و پروفیل Z سرد نورد برای سوله، قفسه‌بندی و سازه‌های سبک.',
      'Cold-formed angles, channels and Z-sections for sheds, racking and light structures.',
      'زوايا ومجارٍ ومقاطع Z مشكلة على البارد للمستودعات والرفوف والهياكل الخفيفة.',
    ),
  },
  {
    slug: 'angle-profiles',
    parent: 'industrial-profiles',
    title: l('نبشی سرد نورد', 'Cold-formed angles', 'زوايا مشكلة على البارد'),
    description: l(
      'نبشی سرد نورد با بال مساوی از ۳۰ تا ۶۰ میلی‌متر.',
      'Equal-leg cold-formed angles from 30 to 60 mm.',
      'زوايا متساوية الأضلاع مشكلة على البارد من ٣٠ إلى ٦٠ مم.',
    ),
  },
  {
    slug: 'channel-profiles',
    parent: 'industrial-profiles',
    title: l('ناودانی سرد نورد', 'Cold-formed channels', 'مقاطع U مشكلة على البارد'),
    description: l(
      'ناودانی سرد نورد (مقطع U) با جان ۶۰ تا ۱۴۰ میلی‌متر.',
      'Cold-formed U-channels with webs from 60 to 140 mm.',
      'مقاطع U مشكلة على البارد بارتفاع جذع من ٦٠ إلى ١٤٠ مم.',
    ),
  },
  {
    slug: 'z-profiles',
    parent: 'industrial-profiles',
    title: l('پرلین و پروفیل Z', 'Z-profiles and purlins', 'مقاطع Z والمدادات'),
    description: l(
      'پرلین Z برای لاپه‌کوبی سقف و دیوار سوله‌ها.',
      'Z-purlins for roof and wall framing of industrial buildings.',
      'مدادات Z لتأطير أسقف وجدران المباني الصناعية.',
    ),
  },
  {
    slug: 'door-window-profiles',
    title: l('پروفیل درب و پنجره', 'Door and window profiles', 'مقاطع الأبواب والنوافذ'),
    description: l(
      'پروفیل‌های سرد نورد چهارچوب و لنگه درب و پنجره فلزی.',
      'Cold-rolled profiles for steel door frames, door leaves and windows.',
      'مقاطع مشكلة على البارد لإطارات الأبواب الفولاذية وأجنحتها والنوافذ.',
    ),
  },
  {
    slug: 'scaffolding',
    title: l('داربست', 'Scaffolding', 'السقالات'),
    description: l(
      'لوله و اتصالات داربست برای کارگاه‌های ساختمانی و صنعتی.',
      'Scaffold tube and fittings for building and industrial sites.',
      'أنابيب السقالات ووصلاتها لمواقع البناء والمنشآت الصناعية.',
    ),
  },
  {
    slug: 'scaffolding-tubes',
    parent: 'scaffolding',
    title: l('لوله داربست', 'Scaffolding tubes', 'أنابيب السقالات'),
    description: l(
      'لوله داربست ۴۸٫۳ میلی‌متر سیاه و گالوانیزه با طول ۳ و ۶ متر.',
      '48.3 mm scaffold tube, black or galvanized, in 3 m and 6 m lengths.',
      'أنابيب سقالات ٤٨٫٣ مم سوداء أو مجلفنة بطول ٣ و٦ أمتار.',
    ),
  },
  {
    slug: 'scaffolding-couplers',
    parent: 'scaffolding',
    title: l('بست داربست', 'Scaffolding couplers', 'وصلات السقالات'),
    description: l(
      'بست‌های دوبل، گردان، اتصال و تک‌بست برای لوله ۴۸٫۳ میلی‌متر.',
      'Double, swivel, sleeve and putlog couplers for 48.3 mm tube.',
      'وصلات مزدوجة ودوّارة وكمّية ومفردة لأنابيب ٤٨٫٣ مم.',
    ),
  },
]

// Invented mill names: the demo must not suggest a real company sells through this shop.
export const brands: SeedBrand[] = [
  { slug: 'arvand', name: l('فولاد اروند', 'Arvand Steel', 'أروند للصلب') },
  { slug: 'setareh-kavir', name: l('لوله ستاره کویر', 'Setareh Kavir Tube', 'أنابيب ستاره كوير') },
  { slug: 'tous-pipe', name: l('نوآوران لوله توس', 'Tous Pipe Innovators', 'مبتكرو أنابيب توس') },
  { slug: 'dena-profile', name: l('پروفیل‌سازی دنا', 'Dena Profile Works', 'دنا لتشكيل المقاطع') },
  { slug: 'nik-foulad-saveh', name: l('نیک‌فولاد ساوه', 'Nik Foulad Saveh', 'نيك فولاد ساوه') },
  { slug: 'arya-galvan', name: l('آریا گالوان', 'Arya Galvan', 'آريا غلفان') },
]

// ---------------------------------------------------------------------------
// Geometry (steel at 7.85 g/cm³)

const r2 = (v: number) => Math.round(v * 100) / 100
const roundKg = (od: number, t: number) => r2((od - t) * t * 0.02466)
const boxKg = (w: number, h: number, t: number) => r2((2 * (w + h) - 4 * t) * t * 0.00785)
/** Ramanujan's ellipse perimeter at mid-wall; close enough for a catalogue weight. */
function ovalKg(w: number, h: number, t: number): number {
  const a = (w - t) / 2
  const b = (h - t) / 2
  const perimeter = Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b)))
  return r2(perimeter * t * 0.00785)
}
const stripKg = (developedWidth: number, t: number) => r2(developedWidth * t * 0.00785)

// ---------------------------------------------------------------------------
// Deterministic variety: counters, prices and stock must be identical on every seed run.

function seeded(text: string): () => number {
  let h = 2166136261
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0
    h = Math.imul(h, 16777619)
  }
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round1000 = (v: number) => Math.max(1000, Math.round(v / 1000) * 1000)
const slugNum = (v: number) => fmt(v).replace('.', '-')
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!

const coatingSurcharge: Record<Coating, number> = {
  black: 0,
  oiled: 2_000,
  painted: 5_000,
  galvanized: 30_000,
  'pre-galvanized': 14_000,
  'electro-galvanized': 0,
}

/** Toman per kg: thin walls cost more per kg to roll, heavy walls a little less. */
function perKg(base: number, coating: Coating, t: number): number {
  return base + coatingSurcharge[coating] + (t < 2 ? 3_000 : t >= 5 ? -1_000 : 0)
}

type Draft = {
  slug: string
  category: string
  brand: string
  title: L10n
  summary: L10n
  introduction: L10n
  /** First sentence of the technical description. */
  dims: L10n
  /** Family-specific closing sentence of the technical description. */
  extra: L10n
  dimSpecs: [SpecKey, number][]
  wall?: number
  weight?: number
  length?: number
  standard: string
  grade?: string
  coating: Coating
  finish: Finish
  shapeSpec?: boolean
  image: SeedProduct['image']
  unit: SeedProduct['unit']
  pricing: { perKg: number } | { perPiece: number }
  stock?: SeedProduct['stock']
}

function technical(d: Draft): L10n {
  const { weight, length, standard, grade } = d
  const coat = coatings[d.coating]
  const fin = finishes[d.finish]
  const hasMass = weight !== undefined && length !== undefined
  return tx({
    fa: (n) =>
      [
        `${d.dims.fa}.`,
        hasMass ? `وزن تقریبی ${n(weight.toFixed(2))} کیلوگرم بر متر و طول شاخه ${n(length)} متر.` : '',
        `استاندارد ${standard}${grade ? `، گرید ${grade}` : ''}.`,
        `پوشش: ${coat.fa}؛ پرداخت: ${fin.fa}.`,
        d.extra.fa,
      ]
        .filter(Boolean)
        .join(' '),
    en: (n) =>
      [
        `${d.dims.en}.`,
        hasMass ? `Approx. weight ${n(weight.toFixed(2))} kg/m; length ${n(length)} m.` : '',
        `Standard ${standard}${grade ? `, grade ${grade}` : ''}.`,
        `Coating: ${coat.en.toLowerCase()}; finish: ${fin.en.toLowerCase()}.`,
        d.extra.en,
      ]
        .filter(Boolean)
        .join(' '),
    ar: (n) =>
      [
        `${d.dims.ar}.`,
        hasMass ? `الوزن التقريبي ${n(weight.toFixed(2))} كغ/م وطول القطعة ${n(length)} م.` : '',
        `المعيار ${standard}${grade ? `، الدرجة ${grade}` : ''}.`,
        `الطلاء: ${coat.ar}؛ التشطيب: ${fin.ar}.`,
        d.extra.ar,
      ]
        .filter(Boolean)
        .join(' '),
  })
}

const pictureAlt = (title: L10n): L10n => ({
  fa: `نقشه سطح مقطع: ${title.fa}`,
  en: `Cross-section drawing: ${title.en}`,
  ar: `رسم المقطع العرضي: ${title.ar}`,
})

const numSpec = (key: SpecKey, v: number): SeedSpec => ({ key, value: fmt(v), numeric: v })

function build(d: Draft): SeedProduct {
  const r = seeded(d.slug)
  const specs: SeedSpec[] = d.dimSpecs.map(([key, v]) => numSpec(key, v))
  if (d.wall !== undefined) specs.push(numSpec('wall_thickness', d.wall))
  if (d.length !== undefined) specs.push(numSpec('length', d.length))
  specs.push({ key: 'standard', value: d.standard })
  if (d.grade) specs.push({ key: 'grade', value: d.grade })
  if (d.weight !== undefined) specs.push({ key: 'weight_per_meter', value: d.weight.toFixed(2), numeric: d.weight })
  // Copies, so a seeder that mutates one spec row cannot leak into every other product.
  specs.push({ key: 'coating', value: { ...coatings[d.coating] } })
  if (d.shapeSpec !== false) specs.push({ key: 'shape', value: { ...shapeNames[d.image.shape] } })
  specs.push({ key: 'finish', value: { ...finishes[d.finish] } })

  const jitter = 1 + (r() - 0.5) * 0.06
  let price: number
  if ('perPiece' in d.pricing) {
    price = round1000(d.pricing.perPiece * jitter)
  } else {
    const kgPrice = d.pricing.perKg * jitter
    const { weight, length } = d
    if (weight === undefined || length === undefined) throw new Error(`${d.slug}: priced by weight without weight and length`)
    price = round1000(d.unit === 'kg' ? kgPrice : d.unit === 'meter' ? weight * kgPrice : weight * length * kgPrice)
  }

  let oldPrice: number | undefined
  if (r() < 0.28) oldPrice = Math.max(price + 1000, round1000(price * (1.04 + r() * 0.08)))

  const s = r()
  const stock = d.stock ?? (s < 0.82 ? 'in_stock' : s < 0.93 ? 'on_order' : 'out_of_stock')
  // Squared so a few best-sellers stand out, as in a real shop.
  const sales = Math.round(r() ** 2 * 1200)
  const views = Math.round(sales * (6 + r() * 20) + r() * 400 + 20)
  // Likes are real rows, one per customer (lib/social), so the demo starts with none; the draw
  // that once invented a like count stays so every number after it is the same as before.
  r()
  const publishedDaysAgo = Math.floor(r() * 420)

  return {
    slug: d.slug,
    category: d.category,
    brand: d.brand,
    title: d.title,
    summary: d.summary,
    introduction: d.introduction,
    technicalDescription: technical(d),
    specs,
    price,
    ...(oldPrice !== undefined ? { oldPrice } : {}),
    unit: d.unit,
    stock,
    image: d.image,
    picture: { alt: pictureAlt(d.title), caption: { ...d.dims } },
    sales,
    views,
    publishedDaysAgo,
  }
}

const roundDims = (od: number, t: number) =>
  tx({
    fa: (n) => `قطر خارجی ${n(od)} میلی‌متر و ضخامت دیواره ${n(t)} میلی‌متر`,
    en: (n) => `Outer diameter ${n(od)} mm, wall thickness ${n(t)} mm`,
    ar: (n) => `القطر الخارجي ${n(od)} مم وسماكة الجدار ${n(t)} مم`,
  })

const boxDims = (w: number, h: number, t: number) =>
  tx({
    fa: (n) => `ابعاد مقطع ${n(w)} × ${n(h)} میلی‌متر و ضخامت دیواره ${n(t)} میلی‌متر`,
    en: (n) => `Section ${n(w)} × ${n(h)} mm, wall thickness ${n(t)} mm`,
    ar: (n) => `أبعاد المقطع ${n(w)} × ${n(h)} مم وسماكة الجدار ${n(t)} مم`,
  })

const openDims = (a: number, b: number, t: number) =>
  tx({
    fa: (n) => `ابعاد ${n(a)} × ${n(b)} میلی‌متر و ضخامت ورق ${n(t)} میلی‌متر`,
    en: (n) => `Size ${n(a)} × ${n(b)} mm, sheet thickness ${n(t)} mm`,
    ar: (n) => `المقاس ${n(a)} × ${n(b)} مم وسماكة الصاج ${n(t)} مم`,
  })

/** Nominal pipe size: whole inches plus an optional fraction, e.g. [1, '1/4']. */
type Nominal = [number, string?]
const nominal = ([whole, frac]: Nominal) =>
  tx({
    fa: (n) => (whole && frac ? `${n(whole)} و ${n(frac)}` : n(whole || frac || '')) + ' اینچ',
    en: () => `${whole && frac ? `${whole} ${frac}` : whole || frac}"`,
    ar: (n) => (whole && frac ? `${n(whole)} و${n(frac)}` : n(whole || frac || '')) + ' بوصة',
  })

// ---------------------------------------------------------------------------
// Black welded round tubes

const blackRoundRows: [od: number, t: number, coating: Coating, length: number][] = [
  [21.3, 1.5, 'oiled', 6], [21.3, 2, 'black', 6],
  [26.9, 1.5, 'oiled', 6], [26.9, 2, 'black', 6],
  [33.7, 2, 'black', 6], [33.7, 2.5, 'black', 6],
  [42.4, 2, 'black', 6], [42.4, 2.5, 'painted', 6],
  [48.3, 2.5, 'black', 6], [48.3, 3, 'black', 6],
  [60.3, 2.5, 'black', 6], [60.3, 3, 'painted', 6],
  [76.1, 3, 'black', 6], [76.1, 4, 'black', 6],
  [88.9, 3, 'black', 6], [88.9, 4, 'black', 12],
  [114.3, 4, 'black', 6], [114.3, 5, 'black', 12],
]

const roundUse = (od: number): L10n =>
  od <= 33.7
    ? l(
        'برای ساخت مبلمان فلزی، نرده‌های سبک و اسکلت گلخانه گزینه‌ای اقتصادی است.',
        'It is an economical choice for metal furniture, light railings and greenhouse frames.',
        'وهو خيار اقتصادي للأثاث المعدني والدرابزين الخفيف وهياكل البيوت المحمية.',
      )
    : od <= 60.3
      ? l(
          'در نرده‌کشی، قفسه‌بندی انبار و خرپاهای سبک کاربرد فراوان دارد.',
          'It is widely used for fencing, warehouse racking and light trusses.',
          'ويُستخدم على نطاق واسع في الأسوار ورفوف المستودعات والجمالونات الخفيفة.',
        )
      : l(
          'برای ستون‌های سبک، خرپای سقف و پایه‌های تابلو و روشنایی مناسب است.',
          'It suits light columns, roof trusses and sign and lighting posts.',
          'وهو مناسب للأعمدة الخفيفة وجمالونات الأسقف وأعمدة اللافتات والإنارة.',
        )

const blackRound = blackRoundRows.map(([od, t, coating, length], i) => {
  // Small tubes follow the national standard, mid sizes DIN, structural sizes EN 10219.
  const [standard, grade] =
    od <= 33.7 ? ['ISIRI 3574', 'ST37'] : od <= 60.3 ? ['DIN 2394', 'ST37'] : t >= 5 ? ['EN 10219', 'S355J2H'] : ['EN 10219', 'S235JR']
  const coat = coatings[coating]
  const use = roundUse(od)
  return build({
    slug: `${coating}-round-tube-${slugNum(od)}x${slugNum(t)}`,
    category: 'black-round-tubes',
    brand: pick(['arvand', 'setareh-kavir', 'nik-foulad-saveh'], i),
    title: tx({
      fa: (n) => `لوله گرد ${coat.fa} ${n(od)} × ${n(t)} میلی‌متر`,
      en: (n) => `${coat.en} round tube ${n(od)} × ${n(t)} mm`,
      ar: (n) => `أنبوب دائري ${coat.ar} ${n(od)} × ${n(t)} مم`,
    }),
    summary: tx({
      fa: (n) => `لوله درزدار گرد با قطر خارجی ${n(od)} و ضخامت ${n(t)} میلی‌متر، تولید طبق ${standard}.`,
      en: (n) => `Welded round tube, ${n(od)} mm OD with a ${n(t)} mm wall, made to ${standard}.`,
      ar: (n) => `أنبوب دائري ملحوم بقطر خارجي ${n(od)} مم وسماكة جدار ${n(t)} مم، مصنّع وفق ${standard}.`,
    }),
    introduction: l(
      `این لوله با جوش مقاومتی فرکانس بالا از ورق فولادی ${grade} تولید می‌شود و دیواره‌ای یکنواخت و درز جوش صاف دارد. ${use.fa}`,
      `Formed from ${grade} strip and high-frequency welded, this tube has an even wall and a smooth, trimmed weld bead. ${use.en}`,
      `يُشكَّل هذا الأنبوب من شريط صلب ${grade} ويُلحم بالتردد العالي، فيأتي بجدار منتظم ودرز لحام أملس ومشذَّب. ${use.ar}`,
    ),
    dims: roundDims(od, t),
    extra: l(
      'درز جوش به‌صورت پیوسته با جریان گردابی بازرسی می‌شود و هر بسته با گواهی آزمون کارخانه عرضه می‌شود.',
      'The weld seam is eddy-current tested in line and every bundle ships with a mill test certificate.',
      'يُفحص درز اللحام بالتيارات الدوامية أثناء الإنتاج، وتُورَّد كل حزمة مع شهادة اختبار المصنع.',
    ),
    dimSpecs: [['outer_diameter', od]],
    wall: t,
    weight: roundKg(od, t),
    length,
    standard,
    grade,
    coating,
    finish: od >= 76.1 ? 'bevelled' : 'plain',
    image: { shape: 'round', width: od, height: od, thickness: t },
    unit: 'branch',
    pricing: { perKg: perKg(50_000, coating, t) },
  })
})

// ---------------------------------------------------------------------------
// Hot-dip galvanized pipe, EN 10255 medium series

const galvanizedRows: [Nominal, dn: number, od: number, t: number][] = [
  [[0, '1/2'], 15, 21.3, 2.6],
  [[0, '3/4'], 20, 26.9, 2.6],
  [[1], 25, 33.7, 3.2],
  [[1, '1/4'], 32, 42.4, 3.2],
  [[1, '1/2'], 40, 48.3, 3.2],
  [[2], 50, 60.3, 3.6],
  [[2, '1/2'], 65, 76.1, 3.6],
  [[3], 80, 88.9, 4],
  [[4], 100, 114.3, 4.5],
]

const galvanized = galvanizedRows.map(([nom, dn, od, t], i) => {
  const size = nominal(nom)
  // Sprinkler mains above 2" are joined with grooved couplings, so they leave the mill unthreaded.
  const threaded = od <= 60.3
  const standard = 'EN 10255'
  return build({
    slug: `galvanized-pipe-dn${dn}-${slugNum(od)}x${slugNum(t)}`,
    category: 'galvanized-pipes',
    brand: pick(['arya-galvan', 'arvand'], i),
    title: tx({
      fa: (n) => `لوله گالوانیزه گرم ${size.fa} (${n(od)} × ${n(t)} میلی‌متر)`,
      en: (n) => `Hot-dip galvanized pipe ${size.en} (${n(od)} × ${n(t)} mm)`,
      ar: (n) => `أنبوب مجلفن بالغمس الساخن ${size.ar} (${n(od)} × ${n(t)} مم)`,
    }),
    summary: l(
      `لوله درزدار سری متوسط طبق ${standard} با پوشش روی به روش غوطه‌وری گرم، برای انتقال آب و سیالات.`,
      `Medium-series welded pipe to ${standard}, hot-dip zinc coated for water and fluid lines.`,
      `أنبوب ملحوم من السلسلة المتوسطة وفق ${standard}، مطلي بالزنك بالغمس الساخن لخطوط المياه والسوائل.`,
    ),
    introduction: l(
      'لوله پس از جوشکاری و تست هیدرواستاتیک در حمام روی مذاب غوطه‌ور می‌شود تا پوششی یکپارچه در داخل و بیرون آن شکل بگیرد. این پوشش در برابر خوردگی در فضای باز و تأسیسات آب مقاومت بالایی دارد. ' +
        (threaded ? 'سر لوله‌ها دنده‌شده و همراه با بوشن عرضه می‌شوند.' : 'سر لوله‌ها ساده و برای اتصال شیاری (گرووی) آماده است.'),
      'After welding and hydrostatic testing the pipe is dipped in molten zinc, giving a continuous coating inside and out. The coating stands up well to outdoor exposure and water service. ' +
        (threaded ? 'Ends are threaded and supplied with a socket.' : 'Ends are plain, ready for grooved couplings.'),
      'بعد اللحام والاختبار الهيدروستاتيكي يُغمس الأنبوب في الزنك المنصهر ليتكوّن طلاء متصل من الداخل والخارج. ويقاوم هذا الطلاء التآكل جيداً في الأجواء الخارجية وشبكات المياه. ' +
        (threaded ? 'الأطراف مسننة وتُورَّد مع جلبة وصل.' : 'الأطراف ملساء وجاهزة للوصلات المحززة.'),
    ),
    dims: roundDims(od, t),
    extra: tx({
      fa: (n) => `اندازه نامی DN ${n(dn)}؛ هر شاخه با فشار ${n(50)} بار تست هیدرواستاتیک شده است.`,
      en: (n) => `Nominal size DN ${n(dn)}; every length is hydrostatically tested at ${n(50)} bar.`,
      ar: (n) => `المقاس الاسمي DN ${n(dn)}؛ يُختبر كل أنبوب هيدروستاتيكياً عند ضغط ${n(50)} بار.`,
    }),
    dimSpecs: [['outer_diameter', od]],
    wall: t,
    // Black-pipe mass: the zinc adds a few per cent that the mill tables list separately.
    weight: roundKg(od, t),
    length: 6,
    standard,
    grade: 'S195T',
    coating: 'galvanized',
    finish: threaded ? 'threaded' : 'plain',
    image: { shape: 'round', width: od, height: od, thickness: t },
    unit: 'branch',
    pricing: { perKg: perKg(52_000, 'galvanized', t) },
  })
})

// ---------------------------------------------------------------------------
// Seamless pipe, ASTM A53 Grade B, schedule 40 (ASME B36.10 sizes)

const seamlessRows: [Nominal, od: number, t: number][] = [
  [[0, '1/2'], 21.3, 2.77],
  [[0, '3/4'], 26.7, 2.87],
  [[1], 33.4, 3.38],
  [[1, '1/4'], 42.2, 3.56],
  [[1, '1/2'], 48.3, 3.68],
  [[2], 60.3, 3.91],
  [[3], 88.9, 5.49],
  [[4], 114.3, 6.02],
]

const seamless = seamlessRows.map(([nom, od, t], i) => {
  const size = nominal(nom)
  const standard = 'ASTM A53'
  return build({
    slug: `seamless-pipe-sch40-${slugNum(od)}x${slugNum(t)}`,
    category: 'seamless-pipes',
    brand: pick(['tous-pipe', 'arvand'], i),
    title: tx({
      fa: (n) => `لوله بدون درز ${size.fa} رده ${n(40)} (${n(od)} × ${n(t)} میلی‌متر)`,
      en: (n) => `Seamless pipe ${size.en} Sch ${n(40)} (${n(od)} × ${n(t)} mm)`,
      ar: (n) => `أنبوب غير ملحوم ${size.ar} جدول ${n(40)} (${n(od)} × ${n(t)} مم)`,
    }),
    summary: tx({
      fa: (n) => `لوله بدون درز کربنی رده ${n(40)} طبق ${standard}، گرید B، برای خطوط تحت فشار.`,
      en: (n) => `Schedule ${n(40)} carbon-steel seamless pipe to ${standard} Grade B for pressure service.`,
      ar: (n) => `أنبوب صلب كربوني غير ملحوم جدول ${n(40)} وفق ${standard} الدرجة B لخطوط الضغط.`,
    }),
    introduction: l(
      'این لوله به روش نورد گرم از شمش توپر سوراخ‌کاری می‌شود و هیچ درز جوشی ندارد. به همین دلیل برای بخار، هوای فشرده، روغن هیدرولیک و خطوط نفت و گاز انتخابی مطمئن است.',
      'Pierced and hot-rolled from solid billet, the pipe has no weld seam at all. That makes it a safe choice for steam, compressed air, hydraulic oil and oil-and-gas lines.',
      'يُثقب هذا الأنبوب ويُدرفل على الساخن من كتلة مصمتة، فلا يحتوي على أي درز لحام. ولذلك فهو خيار موثوق لخطوط البخار والهواء المضغوط والزيت الهيدروليكي والنفط والغاز.',
    ),
    dims: roundDims(od, t),
    extra: l(
      'فروش به‌صورت کیلویی؛ هر شاخه دارای شماره ذوب و گواهی آزمون EN 10204 3.1 است.',
      'Sold by the kilogram; each length carries its heat number and an EN 10204 3.1 certificate.',
      'يُباع بالكيلوغرام؛ ويحمل كل أنبوب رقم الصهرة وشهادة EN 10204 3.1.',
    ),
    dimSpecs: [['outer_diameter', od]],
    wall: t,
    weight: roundKg(od, t),
    length: 6,
    standard,
    grade: 'A53 Grade B',
    coating: 'black',
    finish: od >= 60.3 ? 'bevelled' : 'plain',
    image: { shape: 'round', width: od, height: od, thickness: t },
    unit: 'kg',
    pricing: { perKg: perKg(108_000, 'black', t) },
    // Imported mother pipe: the large sizes are cut from incoming shipments.
    stock: od >= 88.9 ? 'on_order' : undefined,
  })
})

// ---------------------------------------------------------------------------
// Scaffold tube

const scaffoldRows: [t: number, coating: Coating, length: number, standard: string, grade: string][] = [
  [4, 'galvanized', 6, 'EN 39', 'S235JR'],
  [4, 'black', 6, 'EN 39', 'S235JR'],
  [3.2, 'galvanized', 6, 'EN 39', 'S235JR'],
  [3.2, 'galvanized', 3, 'EN 39', 'S235JR'],
  [3.2, 'black', 6, 'BS 1387', 'S235JR'],
  [2.5, 'black', 6, 'ISIRI 3574', 'ST37'],
]

const SCAFFOLD_OD = 48.3

const scaffoldTubes = scaffoldRows.map(([t, coating, length, standard, grade], i) => {
  const od = SCAFFOLD_OD
  const coat = coatings[coating]
  const galv = coating === 'galvanized'
  return build({
    slug: `scaffold-tube-${coating}-${slugNum(od)}x${slugNum(t)}-${length}m`,
    category: 'scaffolding-tubes',
    brand: pick(['arvand', 'arya-galvan'], i),
    title: tx({
      fa: (n) => `لوله داربست ${coat.fa} ${n(od)} × ${n(t)} میلی‌متر، ${n(length)} متری`,
      en: (n) => `${coat.en} scaffold tube ${n(od)} × ${n(t)} mm, ${n(length)} m`,
      ar: (n) => `أنبوب سقالات ${coat.ar} ${n(od)} × ${n(t)} مم، بطول ${n(length)} م`,
    }),
    summary: tx({
      fa: (n) => `لوله داربست استاندارد با قطر ${n(od)} میلی‌متر طبق ${standard} برای داربست‌های لوله و بست.`,
      en: (n) => `Standard ${n(od)} mm scaffold tube to ${standard} for tube-and-coupler scaffolds.`,
      ar: (n) => `أنبوب سقالات قياسي بقطر ${n(od)} مم وفق ${standard} لسقالات الأنابيب والوصلات.`,
    }),
    introduction: tx({
      fa: (n) =>
        `قطر خارجی ${n(od)} میلی‌متر با همه بست‌های استاندارد داربست سازگار است و ضخامت دیواره ظرفیت باربری لازم را تأمین می‌کند. ` +
        (galv ? 'پوشش گالوانیزه گرم عمر لوله را در کارگاه‌های روباز چند برابر می‌کند.' : 'نسخه سیاه برای داربست‌های کوتاه‌مدت و کارهای داخلی اقتصادی‌تر است.'),
      en: (n) =>
        `The ${n(od)} mm outside diameter fits every standard scaffold coupler, and the wall gives the load capacity the job needs. ` +
        (galv ? 'Hot-dip galvanizing multiplies its service life on open sites.' : 'The black version is the economical pick for short-term and indoor scaffolds.'),
      ar: (n) =>
        `يتوافق القطر الخارجي ${n(od)} مم مع جميع وصلات السقالات القياسية، ويوفر سمك الجدار قدرة التحمل المطلوبة. ` +
        (galv ? 'وتُطيل الجلفنة بالغمس الساخن عمر الأنبوب أضعافاً في المواقع المكشوفة.' : 'أما النسخة السوداء فهي الخيار الاقتصادي للسقالات المؤقتة والأعمال الداخلية.'),
    }),
    dims: roundDims(od, t),
    extra: l(
      'سر لوله‌ها عمود بر محور بریده و پلیسه‌گیری شده‌اند.',
      'Ends are cut square and deburred.',
      'الأطراف مقطوعة بزاوية قائمة ومنزوعة الحواف الحادة.',
    ),
    dimSpecs: [['outer_diameter', od]],
    wall: t,
    weight: roundKg(od, t),
    length,
    standard,
    grade,
    coating,
    finish: 'plain',
    image: { shape: 'round', width: od, height: od, thickness: t },
    unit: 'branch',
    pricing: { perKg: perKg(50_000, coating, t) },
  })
})

// ---------------------------------------------------------------------------
// Scaffold couplers (EN 74-1), sold per piece

type CouplerKind = 'double' | 'swivel' | 'sleeve' | 'putlog'
const couplerNames: Record<CouplerKind, L10n> = {
  double: l('بست دوبل (قائم)', 'double coupler', 'وصلة مزدوجة (قائمة)'),
  swivel: l('بست گردان', 'swivel coupler', 'وصلة دوّارة'),
  sleeve: l('بست اتصال (بوشن)', 'sleeve coupler', 'وصلة تمديد (كمّية)'),
  putlog: l('تک‌بست', 'putlog coupler', 'وصلة مفردة'),
}
const couplerUse: Record<CouplerKind, L10n> = {
  double: l(
    'برای اتصال دو لوله داربست با زاویه قائمه؛ رایج‌ترین بست در داربست‌بندی.',
    'Joins two scaffold tubes at a right angle — the workhorse of tube-and-coupler scaffolding.',
    'تربط أنبوبي سقالات بزاوية قائمة، وهي الوصلة الأكثر استخداماً في السقالات.',
  ),
  swivel: l(
    'برای اتصال دو لوله با هر زاویه دلخواه، مناسب مهاربندی قطری.',
    'Joins two tubes at any angle, ideal for diagonal bracing.',
    'تربط أنبوبين بأي زاوية، وهي مثالية للتدعيم القطري.',
  ),
  sleeve: l(
    'برای امتداد دادن دو لوله هم‌محور و افزایش طول.',
    'Joins two tubes end to end to extend their length.',
    'تربط أنبوبين طرفاً بطرف لزيادة الطول.',
  ),
  putlog: l(
    'برای اتصال لوله عرضی (پاتلاگ) به لوله افقی داربست.',
    'Fixes a putlog or transom to a ledger tube.',
    'تثبّت العارضة العرضية على الأنبوب الأفقي للسقالة.',
  ),
}

const couplerRows: [CouplerKind, 'forged' | 'pressed', Coating, kg: number, toman: number][] = [
  ['double', 'forged', 'electro-galvanized', 1.45, 420_000],
  ['swivel', 'forged', 'electro-galvanized', 1.6, 460_000],
  ['sleeve', 'pressed', 'electro-galvanized', 1.05, 310_000],
  ['putlog', 'pressed', 'galvanized', 0.65, 240_000],
]

const couplers = couplerRows.map(([kind, process, coating, kg, toman]) => {
  const od = SCAFFOLD_OD
  const name = couplerNames[kind]
  const forged = process === 'forged'
  const proc = forged ? l('فورجی', 'Drop-forged', 'مطروقة') : l('پرسی', 'Pressed-steel', 'مكبوسة')
  const standard = 'EN 74-1'
  return build({
    slug: `scaffold-coupler-${kind}-${process}`,
    category: 'scaffolding-couplers',
    brand: 'arvand',
    title: tx({
      fa: (n) => `${name.fa} داربست ${proc.fa} برای لوله ${n(od)} میلی‌متر`,
      en: (n) => `${proc.en} ${name.en} for ${n(od)} mm tube`,
      ar: (n) => `${name.ar} ${proc.ar} للسقالات لأنبوب ${n(od)} مم`,
    }),
    summary: couplerUse[kind],
    introduction: tx({
      fa: (n) =>
        `این بست طبق ${standard} ساخته شده و با آچار ${n(22)} روی لوله ${n(od)} میلی‌متر محکم می‌شود. ` +
        (forged ? 'بدنه فورجی آن استحکام و شکل‌پذیری بیشتری نسبت به نمونه‌های پرسی دارد.' : 'بدنه پرسی آن سبک‌تر و اقتصادی‌تر است.'),
      en: (n) =>
        `Made to ${standard}, it tightens onto ${n(od)} mm tube with a standard ${n(22)} mm spanner. ` +
        (forged ? 'The drop-forged body is stronger and more ductile than pressed alternatives.' : 'The pressed-steel body keeps weight and cost down.'),
      ar: (n) =>
        `صُنعت هذه الوصلة وفق ${standard} وتُشدّ على أنبوب ${n(od)} مم بمفتاح قياسي ${n(22)} مم. ` +
        (forged ? 'ويمنحها جسمها المطروق متانة وليونة أعلى من البدائل المكبوسة.' : 'ويجعلها جسمها المكبوس أخف وزناً وأقل تكلفة.'),
    }),
    dims: tx({
      fa: (n) => `مناسب لوله با قطر خارجی ${n(od)} میلی‌متر`,
      en: (n) => `Fits ${n(od)} mm OD tube`,
      ar: (n) => `مناسبة لأنبوب بقطر خارجي ${n(od)} مم`,
    }),
    extra: tx({
      fa: (n) => `وزن هر عدد حدود ${n(kg)} کیلوگرم؛ فروش به‌صورت عددی.`,
      en: (n) => `Weighs about ${n(kg)} kg each; sold per piece.`,
      ar: (n) => `يبلغ وزن القطعة نحو ${n(kg)} كغ؛ تُباع بالقطعة.`,
    }),
    dimSpecs: [['outer_diameter', od]],
    standard,
    coating,
    finish: process,
    shapeSpec: false,
    // The drawing shows the tube the coupler clamps, which is what buyers match on.
    image: { shape: 'round', width: od, height: od, thickness: 3.2 },
    unit: 'piece',
    pricing: { perPiece: toman },
  })
})

// ---------------------------------------------------------------------------
// Square and rectangular hollow sections

type BoxRow = [w: number, h: number, t: number, coating: Coating, standard: string, grade: string, length?: number, unit?: 'kg']

const squareRows: BoxRow[] = [
  [20, 20, 1.5, 'black', 'DIN 2395', 'ST37'],
  [20, 20, 2, 'black', 'DIN 2395', 'ST37'],
  [25, 25, 1.5, 'oiled', 'DIN 2395', 'ST37'],
  [25, 25, 2, 'black', 'DIN 2395', 'ST37'],
  [30, 30, 1.5, 'black', 'DIN 2395', 'ST37'],
  [30, 30, 2, 'galvanized', 'DIN 2395', 'ST37'],
  [40, 40, 2, 'black', 'EN 10219', 'S235JR'],
  [40, 40, 2.5, 'painted', 'EN 10219', 'S235JR'],
  [40, 40, 3, 'black', 'EN 10219', 'S235JR'],
  [50, 50, 2, 'galvanized', 'EN 10219', 'S235JR'],
  [50, 50, 3, 'black', 'ASTM A500', 'A500 Grade B'],
  [60, 60, 2.5, 'black', 'EN 10219', 'S235JR'],
  [60, 60, 3, 'painted', 'EN 10219', 'S235JR'],
  [70, 70, 3, 'black', 'EN 10219', 'S235JR'],
  [70, 70, 4, 'black', 'EN 10219', 'S355J2H'],
  [80, 80, 3, 'black', 'EN 10219', 'S235JR'],
  [80, 80, 4, 'painted', 'EN 10219', 'S355J2H'],
  [100, 100, 4, 'black', 'EN 10219', 'S355J2H', 12],
  [100, 100, 5, 'black', 'ASTM A500', 'A500 Grade B', 12, 'kg'],
  [100, 100, 6, 'black', 'EN 10219', 'S355J2H', 12, 'kg'],
]

const rectangularRows: BoxRow[] = [
  [40, 20, 1.5, 'black', 'DIN 2395', 'ST37'],
  [40, 20, 2, 'galvanized', 'DIN 2395', 'ST37'],
  [50, 30, 2, 'black', 'EN 10219', 'S235JR'],
  [50, 30, 2.5, 'painted', 'EN 10219', 'S235JR'],
  [60, 40, 2, 'black', 'EN 10219', 'S235JR'],
  [60, 40, 3, 'black', 'EN 10219', 'S235JR'],
  [80, 40, 2.5, 'galvanized', 'EN 10219', 'S235JR'],
  [80, 40, 3, 'black', 'ASTM A500', 'A500 Grade B'],
  [100, 50, 3, 'black', 'EN 10219', 'S235JR'],
  [100, 50, 4, 'painted', 'EN 10219', 'S355J2H'],
  [120, 60, 4, 'black', 'EN 10219', 'S355J2H', 12],
  [120, 60, 5, 'black', 'ASTM A500', 'A500 Grade B', 12, 'kg'],
]

const boxUse = (w: number, h: number): L10n =>
  w + h <= 60
    ? l(
        'برای درب و پنجره، مبلمان فلزی و نرده مناسب است.',
        'It suits doors and windows, metal furniture and railings.',
        'وهو مناسب للأبواب والنوافذ والأثاث المعدني والدرابزين.',
      )
    : w + h <= 120
      ? l(
          'در قاب‌بندی، نرده‌های سنگین، اسکلت کانکس و شاسی تجهیزات استفاده می‌شود.',
          'It is used for framing, heavy railings, portable cabins and equipment chassis.',
          'ويُستخدم في الإطارات والدرابزين الثقيل والكرفانات وهياكل المعدات.',
        )
      : l(
          'برای ستون و تیر سوله، خرپا و سازه‌های باربر به کار می‌رود.',
          'It is specified for shed columns and beams, trusses and load-bearing frames.',
          'ويُعتمد لأعمدة وجسور المستودعات والجمالونات والإطارات الحاملة.',
        )

function boxFamily(shape: 'square' | 'rectangular', rows: BoxRow[], brandList: string[]): SeedProduct[] {
  const noun = shape === 'square' ? l('قوطی مربع', 'square tube', 'أنبوب مربع') : l('قوطی مستطیل', 'rectangular tube', 'أنبوب مستطيل')
  const shapeName = shapeNames[shape]
  return rows.map(([w, h, t, coating, standard, grade, length = 6, unit], i) => {
    const coat = coatings[coating]
    const use = boxUse(w, h)
    return build({
      slug: `${shape}-tube-${coating === 'black' ? '' : `${coating}-`}${w}x${h}x${slugNum(t)}`,
      category: `${shape}-tubes`,
      brand: pick(brandList, i),
      title: tx({
        fa: (n) => `${noun.fa} ${coat.fa} ${n(w)} × ${n(h)} × ${n(t)} میلی‌متر`,
        en: (n) => `${coat.en} ${noun.en} ${n(w)} × ${n(h)} × ${n(t)} mm`,
        ar: (n) => `${noun.ar} ${coat.ar} ${n(w)} × ${n(h)} × ${n(t)} مم`,
      }),
      summary: tx({
        fa: (n) => `مقطع توخالی ${shapeName.fa} ${n(w)} × ${n(h)} با دیواره ${n(t)} میلی‌متر از فولاد ${grade} طبق ${standard}.`,
        en: (n) => `${shapeName.en} hollow section ${n(w)} × ${n(h)} mm with a ${n(t)} mm wall in ${grade} to ${standard}.`,
        ar: (n) => `مقطع مجوف ${shapeName.ar} ${n(w)} × ${n(h)} مم بسماكة جدار ${n(t)} مم من صلب ${grade} وفق ${standard}.`,
      }),
      introduction: l(
        `این قوطی از لوله گرد جوش‌خورده و سپس فرم‌دهی سرد به مقطع ${shapeName.fa} تولید می‌شود و گوشه‌های آن شعاع یکنواخت دارند. ${use.fa}`,
        `The section is roll-formed cold from a welded round tube, which leaves it with even, consistent corner radii. ${use.en}`,
        `يُشكَّل هذا المقطع على البارد من أنبوب دائري ملحوم، فتأتي زواياه بأنصاف أقطار منتظمة. ${use.ar}`,
      ),
      dims: boxDims(w, h, t),
      extra: l(
        'شعاع گوشه بیرونی حدود دو برابر ضخامت دیواره است و پیچیدگی و راستی طولی در محدوده تلرانس استاندارد کنترل می‌شود.',
        'Outer corner radius is about twice the wall thickness; twist and straightness are held within the standard tolerances.',
        'نصف قطر الزاوية الخارجية يعادل نحو ضعف سماكة الجدار، ويُضبط الالتواء والاستقامة ضمن حدود التفاوت القياسية.',
      ),
      dimSpecs: [
        ['width', w],
        ['height', h],
      ],
      wall: t,
      weight: boxKg(w, h, t),
      length,
      standard,
      grade,
      coating,
      finish: 'plain',
      image: { shape, width: w, height: h, thickness: t },
      unit: unit ?? 'branch',
      pricing: { perKg: perKg(51_000, coating, t) },
    })
  })
}

const squareTubes = boxFamily('square', squareRows, ['arvand', 'setareh-kavir', 'nik-foulad-saveh', 'tous-pipe'])
const rectangularTubes = boxFamily('rectangular', rectangularRows, ['nik-foulad-saveh', 'arvand', 'setareh-kavir'])

// ---------------------------------------------------------------------------
// Oval tubes

const ovalRows: [w: number, h: number, t: number, coating: Coating][] = [
  [30, 15, 1.5, 'oiled'],
  [40, 20, 1.5, 'black'],
  [50, 25, 1.5, 'oiled'],
  [50, 25, 2, 'black'],
  [60, 30, 2, 'painted'],
  [70, 30, 2, 'black'],
]

const ovalTubes = ovalRows.map(([w, h, t, coating], i) => {
  const coat = coatings[coating]
  return build({
    slug: `oval-tube-${coating}-${w}x${h}x${slugNum(t)}`,
    category: 'oval-tubes',
    brand: pick(['setareh-kavir', 'arvand'], i),
    title: tx({
      fa: (n) => `لوله بیضی ${coat.fa} ${n(w)} × ${n(h)} × ${n(t)} میلی‌متر`,
      en: (n) => `${coat.en} oval tube ${n(w)} × ${n(h)} × ${n(t)} mm`,
      ar: (n) => `أنبوب بيضاوي ${coat.ar} ${n(w)} × ${n(h)} × ${n(t)} مم`,
    }),
    summary: tx({
      fa: (n) => `لوله بیضی با قطر بزرگ ${n(w)} و قطر کوچک ${n(h)} میلی‌متر، برای کارهای تزئینی و مبلمان.`,
      en: (n) => `Oval tube, ${n(w)} mm by ${n(h)} mm, for decorative work and furniture.`,
      ar: (n) => `أنبوب بيضاوي بقطر أكبر ${n(w)} مم وقطر أصغر ${n(h)} مم للأعمال الزخرفية والأثاث.`,
    }),
    introduction: l(
      'لوله بیضی با فرم‌دهی سرد لوله گرد درزدار ساخته می‌شود و سطحی صاف و مناسب برای رنگ کوره‌ای و آبکاری دارد. دستگیره‌ها، پایه صندلی و میز و نرده‌های تزئینی از کاربردهای رایج آن است.',
      'Cold-formed from welded round tube, it has a smooth surface that takes powder coating and plating well. Typical uses are handrails, chair and table frames and decorative railings.',
      'يُشكَّل على البارد من أنبوب دائري ملحوم، وله سطح أملس يتقبل الطلاء بالمسحوق والطلاء الكهربائي جيداً. ومن استخداماته الشائعة الدرابزين وهياكل الكراسي والطاولات والحواجز الزخرفية.',
    ),
    dims: boxDims(w, h, t),
    extra: l(
      'وزن هر متر بر اساس محیط بیضی در میانه دیواره محاسبه شده است.',
      'Weight per metre is calculated from the mid-wall perimeter of the ellipse.',
      'يُحسب الوزن لكل متر من محيط القطع الناقص عند منتصف الجدار.',
    ),
    dimSpecs: [
      ['width', w],
      ['height', h],
    ],
    wall: t,
    weight: ovalKg(w, h, t),
    length: 6,
    standard: 'DIN 2394',
    grade: 'ST37',
    coating,
    finish: 'plain',
    image: { shape: 'oval', width: w, height: h, thickness: t },
    unit: 'branch',
    pricing: { perKg: perKg(56_000, coating, t) },
  })
})

// ---------------------------------------------------------------------------
// Cold-formed angles, channels and Z-purlins (EN 10162)

const angleRows: [leg: number, t: number][] = [
  [30, 3],
  [40, 3],
  [40, 4],
  [50, 5],
  [60, 5],
  [60, 6],
]

const angles = angleRows.map(([leg, t], i) => {
  const grade = leg >= 60 ? 'ST52' : 'ST37'
  const standard = 'EN 10162'
  return build({
    slug: `cold-formed-angle-${leg}x${leg}x${slugNum(t)}`,
    category: 'angle-profiles',
    brand: pick(['dena-profile', 'arvand'], i),
    title: tx({
      fa: (n) => `نبشی سرد نورد ${n(leg)} × ${n(leg)} × ${n(t)} میلی‌متر`,
      en: (n) => `Cold-formed angle ${n(leg)} × ${n(leg)} × ${n(t)} mm`,
      ar: (n) => `زاوية مشكلة على البارد ${n(leg)} × ${n(leg)} × ${n(t)} مم`,
    }),
    summary: l(
      `نبشی بال مساوی با شکل‌دهی سرد از ورق ${grade}، طبق ${standard}.`,
      `Equal-leg angle roll-formed from ${grade} strip to ${standard}.`,
      `زاوية متساوية الأضلاع مشكلة بالدرفلة من شريط ${grade} وفق ${standard}.`,
    ),
    introduction: l(
      'نبشی سرد نورد نسبت به نبشی گرم هم‌اندازه سبک‌تر است و بال‌های دقیق‌تری دارد. برای قفسه‌بندی، قاب‌های سبک، مهاربندی و ساخت تجهیزات به کار می‌رود.',
      'Lighter than a hot-rolled angle of the same size, with crisper, more accurate legs. It is used for racking, light frames, bracing and equipment fabrication.',
      'أخف وزناً من الزاوية المدرفلة على الساخن بالمقاس نفسه، وأضلاعها أدق. وتُستخدم في الرفوف والإطارات الخفيفة والتدعيم وتصنيع المعدات.',
    ),
    dims: openDims(leg, leg, t),
    extra: l('شعاع خم داخلی برابر ضخامت ورق است.', 'Inside bend radius equals the sheet thickness.', 'نصف قطر الثني الداخلي يساوي سماكة الصاج.'),
    dimSpecs: [
      ['width', leg],
      ['height', leg],
    ],
    wall: t,
    weight: stripKg(2 * leg - t, t),
    length: 6,
    standard,
    grade,
    coating: 'black',
    finish: 'roll-formed',
    image: { shape: 'angle', width: leg, height: leg, thickness: t },
    unit: 'branch',
    pricing: { perKg: perKg(53_000, 'black', t) },
  })
})

const channelRows: [h: number, b: number, t: number][] = [
  [60, 30, 3],
  [80, 40, 3],
  [100, 50, 4],
  [120, 50, 4],
  [140, 60, 5],
]

const channels = channelRows.map(([h, b, t], i) => {
  const grade = h >= 140 ? 'ST52' : 'ST37'
  return build({
    slug: `cold-formed-channel-${h}x${b}x${slugNum(t)}`,
    category: 'channel-profiles',
    brand: pick(['dena-profile', 'arvand'], i),
    title: tx({
      fa: (n) => `ناودانی سرد نورد ${n(h)} × ${n(b)} × ${n(t)} میلی‌متر`,
      en: (n) => `Cold-formed channel ${n(h)} × ${n(b)} × ${n(t)} mm`,
      ar: (n) => `مقطع U مشكل على البارد ${n(h)} × ${n(b)} × ${n(t)} مم`,
    }),
    summary: tx({
      fa: (n) => `ناودانی (مقطع U) با جان ${n(h)} و بال ${n(b)} میلی‌متر از فولاد ${grade}.`,
      en: (n) => `U-channel with a ${n(h)} mm web and ${n(b)} mm flanges in ${grade} steel.`,
      ar: (n) => `مقطع U بجذع ${n(h)} مم وشفتين ${n(b)} مم من صلب ${grade}.`,
    }),
    introduction: l(
      'ناودانی سرد نورد در طول‌های یکنواخت و با لبه‌های تمیز تولید می‌شود و به‌راحتی پیچ یا جوش می‌شود. در شاسی تریلر، ریل درهای کشویی، قاب تابلو و سازه‌های پیش‌ساخته سبک کاربرد دارد.',
      'Roll-formed to consistent lengths with clean edges, it is easy to bolt or weld. Applications include trailer chassis, sliding-door tracks, panel frames and light prefabricated structures.',
      'يُدرفل بأطوال منتظمة وحواف نظيفة، ويسهل تثبيته بالبراغي أو اللحام. ويُستخدم في هياكل المقطورات ومسارات الأبواب المنزلقة وإطارات اللوحات والمنشآت الجاهزة الخفيفة.',
    ),
    dims: openDims(h, b, t),
    extra: l(
      'ضخامت جان و بال‌ها یکسان و شعاع خم داخلی برابر ضخامت است.',
      'Web and flanges share one thickness; inside bend radius equals the thickness.',
      'سماكة الجذع والشفتين موحدة، ونصف قطر الثني الداخلي يساوي السماكة.',
    ),
    dimSpecs: [
      ['height', h],
      ['width', b],
    ],
    wall: t,
    weight: stripKg(h + 2 * b - 2 * t, t),
    length: 6,
    standard: 'EN 10162',
    grade,
    coating: 'black',
    finish: 'roll-formed',
    image: { shape: 'channel', width: b, height: h, thickness: t },
    unit: 'branch',
    pricing: { perKg: perKg(53_000, 'black', t) },
  })
})

const zRows: [h: number, b: number, t: number, coating: Coating][] = [
  [100, 50, 2, 'pre-galvanized'],
  [120, 50, 2.5, 'black'],
  [150, 60, 2.5, 'pre-galvanized'],
  [200, 70, 3, 'black'],
]

const zPurlins = zRows.map(([h, b, t, coating], i) => {
  const coat = coatings[coating]
  return build({
    slug: `z-purlin-${coating}-${h}x${b}x${slugNum(t)}`,
    category: 'z-profiles',
    brand: pick(['dena-profile', 'arvand'], i),
    title: tx({
      fa: (n) => `پرلین Z ${coat.fa} ${n(h)} × ${n(b)} × ${n(t)} میلی‌متر`,
      en: (n) => `${coat.en} Z-purlin ${n(h)} × ${n(b)} × ${n(t)} mm`,
      ar: (n) => `مداد Z ${coat.ar} ${n(h)} × ${n(b)} × ${n(t)} مم`,
    }),
    summary: tx({
      fa: (n) => `پرلین Z با جان ${n(h)} و بال ${n(b)} میلی‌متر برای لاپه‌کوبی سقف و دیوار، فروش متری.`,
      en: (n) => `Z-purlin with a ${n(h)} mm web and ${n(b)} mm flanges for roof and wall framing, sold by the metre.`,
      ar: (n) => `مداد Z بجذع ${n(h)} مم وشفتين ${n(b)} مم لتأطير الأسقف والجدران، يُباع بالمتر.`,
    }),
    introduction: l(
      'پرلین Z روی خرپا یا تیر اصلی نصب می‌شود و ورق سقف یا دیوار روی آن پیچ می‌شود. شکل Z امکان هم‌پوشانی پرلین‌ها روی تکیه‌گاه را می‌دهد و دهانه‌های پیوسته اقتصادی‌تری می‌سازد.',
      'Z-purlins sit on the main rafters or trusses and carry the roof or wall sheeting. The Z shape lets purlins lap over supports, giving more economical continuous spans.',
      'تُركّب مدادات Z على الجمالونات أو الجسور الرئيسية وتُثبت عليها ألواح السقف أو الجدار. ويتيح شكل Z تراكب المدادات فوق نقاط الارتكاز لتحقيق بحور مستمرة أكثر اقتصاداً.',
    ),
    dims: openDims(h, b, t),
    extra: l(
      'برش به طول سفارشی و سوراخ‌کاری محل پیچ طبق نقشه امکان‌پذیر است.',
      'Cut to length and punched for bolts to your drawings on request.',
      'يمكن القص بالطول المطلوب وتثقيب أماكن البراغي وفق المخططات عند الطلب.',
    ),
    dimSpecs: [
      ['height', h],
      ['width', b],
    ],
    wall: t,
    weight: stripKg(h + 2 * b - 2 * t, t),
    // Longest length the line cuts; the shop sells any length by the metre.
    length: 12,
    standard: 'EN 10162',
    grade: 'ST52',
    coating,
    finish: 'roll-formed',
    image: { shape: 'z-profile', width: 2 * b - t, height: h, thickness: t },
    unit: 'meter',
    pricing: { perKg: perKg(55_000, coating, t) },
  })
})

// ---------------------------------------------------------------------------
// Door and window profiles

type DoorKind = 'door-frame' | 'door-leaf' | 'window-frame' | 'security-door-frame'
const doorNames: Record<DoorKind, L10n> = {
  'door-frame': l('پروفیل چهارچوب درب', 'door frame profile', 'مقطع إطار باب'),
  'door-leaf': l('پروفیل لنگه درب', 'door leaf profile', 'مقطع جناح باب'),
  'window-frame': l('پروفیل پنجره', 'window frame profile', 'مقطع إطار نافذة'),
  'security-door-frame': l('پروفیل چهارچوب درب ضدسرقت', 'security door frame profile', 'مقطع إطار باب أمني'),
}

// Developed width is the flat strip the profile is rolled from, which fixes its weight.
const doorRows: [DoorKind, w: number, h: number, t: number, developed: number, coating: Coating][] = [
  ['door-frame', 60, 40, 1.5, 190, 'black'],
  ['door-frame', 60, 40, 1.5, 190, 'pre-galvanized'],
  ['door-leaf', 40, 35, 1.5, 150, 'black'],
  ['window-frame', 35, 30, 1.5, 130, 'black'],
  ['security-door-frame', 80, 50, 2, 260, 'black'],
]

const doorProfiles = doorRows.map(([kind, w, h, t, developed, coating], i) => {
  const name = doorNames[kind]
  const coat = coatings[coating]
  return build({
    slug: `${kind}-profile-${coating}-${w}x${h}x${slugNum(t)}`,
    category: 'door-window-profiles',
    brand: pick(['dena-profile', 'arvand'], i),
    title: tx({
      fa: (n) => `${name.fa} ${coat.fa} ${n(w)} × ${n(h)} × ${n(t)} میلی‌متر`,
      en: (n) => `${coat.en} ${name.en} ${n(w)} × ${n(h)} × ${n(t)} mm`,
      ar: (n) => `${name.ar} ${coat.ar} ${n(w)} × ${n(h)} × ${n(t)} مم`,
    }),
    summary: tx({
      fa: (n) => `${name.fa} سرد نورد از ورق ${n(t)} میلی‌متری با عرض گسترده ${n(developed)} میلی‌متر.`,
      en: (n) => `Cold-rolled ${name.en} in ${n(t)} mm sheet, ${n(developed)} mm developed width.`,
      ar: (n) => `${name.ar} مشكل على البارد من صاج بسماكة ${n(t)} مم وعرض مفرود ${n(developed)} مم.`,
    }),
    introduction: l(
      'این پروفیل در خط رول‌فرمینگ از ورق تخت شکل داده می‌شود و زبانه‌ها و لبه‌های آن برای نصب لولا، قفل و شیشه آماده است. ابعاد دقیق آن جوشکاری فارسی‌بر گوشه‌ها و مونتاژ در کارگاه را سریع‌تر می‌کند.',
      'Roll-formed from flat sheet, the profile has its rebates and lips ready for hinges, locks and glazing. Its accurate dimensions speed up mitre welding and assembly in the workshop.',
      'يُشكَّل هذا المقطع بالدرفلة من صاج مسطح، وتأتي حوافه وتجاويفه جاهزة لتركيب المفصلات والأقفال والزجاج. وتُسرّع دقة أبعاده لحام الزوايا والتجميع في الورشة.',
    ),
    dims: openDims(w, h, t),
    extra: l(
      'با ورق سیاه یا پیش‌گالوانیزه قابل عرضه است و برش به طول سفارشی نیز انجام می‌شود.',
      'Available in black or pre-galvanized sheet, and cut to length on request.',
      'متوفر من صاج أسود أو مجلفن مسبقاً، ويمكن قصه بالطول المطلوب عند الطلب.',
    ),
    dimSpecs: [
      ['width', w],
      ['height', h],
    ],
    wall: t,
    weight: stripKg(developed, t),
    length: 6,
    standard: 'EN 10162',
    grade: 'ST37',
    coating,
    finish: 'roll-formed',
    image: { shape: 'door-profile', width: w, height: h, thickness: t },
    unit: 'branch',
    pricing: { perKg: perKg(58_000, coating, t) },
  })
})

export const products: SeedProduct[] = [
  ...blackRound,
  ...galvanized,
  ...seamless,
  ...squareTubes,
  ...rectangularTubes,
  ...ovalTubes,
  ...angles,
  ...channels,
  ...zPurlins,
  ...doorProfiles,
  ...scaffoldTubes,
  ...couplers,
]
