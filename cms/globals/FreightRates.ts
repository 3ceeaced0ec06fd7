import type { ArrayField, GlobalConfig, PayloadRequest } from 'payload'
import { cacheTags } from '@/lib/cache/tags'
import { revalidateTags } from '@/lib/cache/revalidate'
import { provinces } from '@/lib/geo/provinces'
import { hasRole } from '../access/roles'
import { rowLabel } from '../admin/row-label'
import { staffSays } from '../admin/staff-message'

const sales = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'sales')

const wholeToman = (value: number | null | undefined, { req }: { req: PayloadRequest }): true | string =>
  value === null || value === undefined || (Number.isSafeInteger(value) && value >= 0) || staffSays(req, { fa: 'مبلغ را به تومان و عدد صحیح نامنفی وارد کنید.', en: 'Enter a whole, non-negative amount in toman.', ar: 'أدخل مبلغًا صحيحًا غير سالب بالتومان.' })

const oneRowEach: ArrayField['validate'] = (rows, { req }) => {
  const seen = new Set<string>()
  for (const row of (rows ?? []) as { province?: string }[]) {
    if (!row.province) continue
    if (seen.has(row.province)) return staffSays(req, { fa: 'هر استان فقط یک ردیف دارد.', en: 'Each province has one row only.', ar: 'لكل محافظة صف واحد فقط.' })
    seen.add(row.province)
  }
  return true
}

/**
 * What delivery costs, by the buyer's province: toman a ton, the least a delivery costs, and the
 * tonnage from which it is free (lib/freight/cost.ts). The sales office keeps it; the cart reads it
 * with the server's rights. A province without a row is quoted by sales.
 */
export const FreightRates: GlobalConfig = {
  slug: 'freight-rates',
  label: { fa: 'جدول کرایه حمل', en: 'Freight table', ar: 'جدول أجور الشحن' },
  admin: { group: { fa: 'فروش', en: 'Sales', ar: 'المبيعات' } },
  access: { read: sales, update: sales },
  hooks: {
    afterChange: [
      async ({ doc }) => {
        await revalidateTags([cacheTags.freight()])
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'rates',
      type: 'array',
      label: { fa: 'نرخ هر استان', en: 'Rate by province', ar: 'السعر لكل محافظة' },
      labels: { singular: { fa: 'استان', en: 'Province', ar: 'محافظة' }, plural: { fa: 'استان‌ها', en: 'Provinces', ar: 'المحافظات' } },
      validate: oneRowEach,
      admin: { components: { RowLabel: rowLabel({ noun: { fa: 'استان', en: 'Province', ar: 'محافظة' } }) } },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'province',
              type: 'select',
              required: true,
              label: { fa: 'استان', en: 'Province', ar: 'المحافظة' },
              options: provinces.map((p) => ({ value: p.key, label: { fa: p.fa, en: p.en, ar: p.ar } })),
            },
            { name: 'pricePerTon', type: 'number', required: true, min: 0, validate: wholeToman, label: { fa: 'کرایه هر تن (تومان)', en: 'Per ton (toman)', ar: 'للطن (تومان)' } },
            { name: 'minimum', type: 'number', required: true, min: 0, defaultValue: 0, validate: wholeToman, label: { fa: 'حداقل کرایه (تومان)', en: 'Minimum charge (toman)', ar: 'الحد الأدنى (تومان)' } },
            {
              name: 'freeAboveTons',
              type: 'number',
              min: 0,
              label: { fa: 'رایگان از (تن)', en: 'Free from (tons)', ar: 'مجاني ابتداءً من (طن)' },
              admin: { description: { fa: 'خالی: همیشه با کرایه.', en: 'Empty: never free.', ar: 'فارغ: بأجرة دائمًا.' } },
            },
          ],
        },
      ],
    },
  ],
}
