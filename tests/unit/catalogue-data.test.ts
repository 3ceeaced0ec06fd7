import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { brands, categories, products, specAttributes, type L10n } from '@/cms/seed/catalogue-data'
import { productImagePng } from '@/cms/seed/product-image'

const LANGS = ['fa', 'en', 'ar'] as const

function isL10n(v: unknown): v is L10n {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false
  const keys = Object.keys(v).sort()
  return keys.length === 3 && keys.join() === 'ar,en,fa'
}

/** Every L10n anywhere in the data, with a path that names the culprit when one is empty. */
function collectL10n(v: unknown, path: string, out: [string, L10n][] = []): [string, L10n][] {
  if (isL10n(v)) out.push([path, v])
  else if (Array.isArray(v)) v.forEach((item, i) => collectL10n(item, `${path}[${i}]`, out))
  else if (typeof v === 'object' && v !== null) {
    for (const [k, child] of Object.entries(v)) collectL10n(child, `${path}.${k}`, out)
  }
  return out
}

const spec = (slug: string, key: string): number | undefined =>
  products.find((p) => p.slug === slug)?.specs.find((s) => s.key === key)?.numeric

describe('catalogue data', () => {
  it('is big enough to page, filter and sort', () => {
    expect(categories.length).toBeGreaterThanOrEqual(8)
    expect(products.length).toBeGreaterThanOrEqual(80)
    expect(brands.some((b) => b.slug === 'arvand')).toBe(true)
  })

  it('has unique slugs', () => {
    for (const list of [products, categories, brands]) {
      const slugs = list.map((x) => x.slug)
      expect(new Set(slugs).size).toBe(slugs.length)
      for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })

  it('nests categories two levels deep at most', () => {
    const bySlug = new Map(categories.map((c) => [c.slug, c]))
    const children = categories.filter((c) => c.parent)
    expect(children.length).toBeGreaterThan(0)
    for (const c of children) {
      const parent = bySlug.get(c.parent!)
      expect(parent, `${c.slug} → ${c.parent}`).toBeDefined()
      expect(parent!.parent, `${c.parent} is itself a child`).toBeUndefined()
    }
  })

  it('points every product at an existing category and brand', () => {
    const cats = new Set(categories.map((c) => c.slug))
    const brandSlugs = new Set(brands.map((b) => b.slug))
    for (const p of products) {
      expect(cats.has(p.category), `${p.slug} category ${p.category}`).toBe(true)
      expect(brandSlugs.has(p.brand), `${p.slug} brand ${p.brand}`).toBe(true)
    }
  })

  it('fills every text in fa, en and ar', () => {
    const all = collectL10n({ categories, brands, products, specAttributes }, 'data')
    // Four texts per product at least, so a walker that found nothing would not pass silently.
    expect(all.length).toBeGreaterThan(products.length * 4)
    for (const [path, text] of all) {
      for (const lang of LANGS) expect(text[lang].trim(), `${path}.${lang}`).not.toBe('')
    }
    for (const p of products) {
      for (const field of [p.title, p.summary, p.introduction, p.technicalDescription]) expect(isL10n(field)).toBe(true)
    }
  })

  it('prices in whole toman with a higher old price', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price > 0, `${p.slug} price ${p.price}`).toBe(true)
      if (p.oldPrice !== undefined) {
        expect(Number.isInteger(p.oldPrice), p.slug).toBe(true)
        expect(p.oldPrice, p.slug).toBeGreaterThan(p.price)
      }
    }
    expect(products.some((p) => p.oldPrice !== undefined)).toBe(true)
  })

  it('weighs round tubes by (OD − t) × t × 0.02466', () => {
    const round = products.filter((p) => p.image.shape === 'round' && spec(p.slug, 'weight_per_meter') !== undefined)
    expect(round.length).toBeGreaterThan(20)
    for (const p of round) {
      const od = spec(p.slug, 'outer_diameter')!
      const t = spec(p.slug, 'wall_thickness')!
      const expected = (od - t) * t * 0.02466
      const w = spec(p.slug, 'weight_per_meter')!
      expect(Math.abs(w - expected) / expected, p.slug).toBeLessThan(0.03)
    }
  })

  it('writes fa titles with Persian digits only', () => {
    for (const p of products) {
      expect(p.title.fa, p.slug).toMatch(/[۰-۹]/)
      expect(p.title.fa, p.slug).not.toMatch(/[0-9]/)
    }
  })

  it('gives numeric specs a number and only uses known keys', () => {
    const attrs = new Map(specAttributes.map((a) => [a.key, a]))
    for (const p of products) {
      for (const s of p.specs) {
        const attr = attrs.get(s.key)
        expect(attr, `${p.slug} ${s.key}`).toBeDefined()
        if (attr!.numeric) expect(Number.isFinite(s.numeric), `${p.slug} ${s.key}`).toBe(true)
      }
    }
  })
})

describe('productImagePng', () => {
  it('renders an 800×600 PNG', async () => {
    const png = await productImagePng({ shape: 'round', width: 48.3, height: 48.3, thickness: 2.5 })
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    const meta = await sharp(png).metadata()
    expect(meta.format).toBe('png')
    expect([meta.width, meta.height]).toEqual([800, 600])
  })

  it('draws every shape', async () => {
    const shapes = [...new Set(products.map((p) => p.image.shape))]
    expect(shapes.length).toBe(8)
    for (const shape of shapes) {
      const image = products.find((p) => p.image.shape === shape)!.image
      const meta = await sharp(await productImagePng(image)).metadata()
      expect([meta.width, meta.height], shape).toEqual([800, 600])
    }
  })
})
