// Run by scripts/bench/board-pages.mjs through `payload run`, against the demo database of the shop
// it started: adds BENCH_PRODUCTS published products (in every locale) to the demo's categories and
// brands, so the price board holds that many rows. Straight into the tables: 10,000 Local API
// creates would take minutes.
import config from '@payload-config'
import { getPayload } from 'payload'
import { pricePerKg, priceSortKeys } from '../../lib/catalog/price-per-kg'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 10_000)
type Insertable = { insert: (t: unknown) => { values: (rows: object[]) => Promise<unknown> } }

const payload = await getPayload({ config })
const [{ docs: categories }, { docs: brands }, { docs: last }] = await Promise.all([
  payload.find({ collection: 'categories', pagination: false, depth: 0, select: { slug: true } }),
  payload.find({ collection: 'brands', pagination: false, depth: 0, select: { slug: true } }),
  payload.find({ collection: 'products', sort: '-id', limit: 1, depth: 0, select: { price: true } }),
])
const first = (last[0]?.id ?? 0) + 1
const db = payload.db as unknown as { drizzle: Insertable; tables: Record<string, unknown> }
const titles = { fa: 'لوله گرد سیاه آزمایشی', en: 'Black round test tube', ar: 'أنبوب دائري أسود تجريبي' } as const
for (let start = 0; start < PRODUCTS; start += 500) {
  const ids = Array.from({ length: Math.min(500, PRODUCTS - start) }, (_, i) => first + start + i)
  await db.drizzle.insert(db.tables.products).values(
    ids.map((id) => {
      const price = 300_000 + ((id * 7919) % 5_000_000)
      const perKg = pricePerKg({ price, unit: 'branch', weightPerMeter: [1.5, 2.2, 3.4, 4.1][id % 4]!, branchLength: 6 })
      return {
        id, slug: `board-bench-${id}`, status: 'published', publishedAt: new Date().toISOString(),
        category: categories[id % categories.length]!.id, brand: brands[id % brands.length]!.id,
        price, previousPrice: price - ((id * 31) % 20_000), priceChangedAt: new Date().toISOString(), unit: 'branch', pricePerKg: perKg, ...priceSortKeys(perKg, price),
        stock: id % 7 === 0 ? 'on_order' : 'in_stock', sales: 0, views: 0, likes: 0,
      }
    }),
  )
  await db.drizzle.insert(db.tables.products_locales).values(
    ids.flatMap((id) => (['fa', 'en', 'ar'] as const).map((locale) => ({ title: `${titles[locale]} ${id}`, searchText: `${titles[locale]} ${id}`, _locale: locale, _parentID: id }))),
  )
}
console.log(`board-seed:done ${PRODUCTS}`)
process.exit(0)
