import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { posts } from '@/cms/seed/blog-data'
import { products, type L10n } from '@/cms/seed/catalogue-data'
import { albums, certifications } from '@/cms/seed/company-data'
import { contentImageJpeg, contentImageSvg, type Scene } from '@/cms/seed/content-image'
import { productImageSvg } from '@/cms/seed/product-image'
import { sceneAlt } from '@/cms/seed/scene-text'

/**
 * Every element a seeded drawing may use: shapes, paint and grouping. Anything else (text, tspan,
 * textPath, font, glyph, foreignObject, image, use of an outside file…) could put letters or digits
 * into a picture that Persian and Arabic visitors see, and that a card's crop would cut.
 */
const DRAWING_ELEMENTS = new Set(['svg', 'defs', 'linearGradient', 'radialGradient', 'stop', 'pattern', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon'])

function elementNames(svg: string): string[] {
  return [...svg.matchAll(/<([A-Za-z][\w:-]*)/g)].map((m) => m[1]!)
}

/** Character data outside the tags: a drawing without text has none but white space. */
function characterData(svg: string): string {
  return svg.replace(/<[^>]*>/g, '').trim()
}

function expectNoText(svg: string, what: string) {
  expect(elementNames(svg).filter((n) => !DRAWING_ELEMENTS.has(n)), what).toEqual([])
  expect(characterData(svg), what).toBe('')
  expect(svg, what).not.toMatch(/font-|<!\[CDATA\[|href=/)
}

const LANGS = ['fa', 'en', 'ar'] as const
const filled = (t: L10n | undefined) => LANGS.every((l) => (t?.[l] ?? '').trim() !== '')

describe('the test itself', () => {
  it('catches a drawing with a label, however it is written', () => {
    const base = productImageSvg(products[0]!.image)
    expect(() => expectNoText(base.replace('</svg>', '<text x="1" y="1">40 × 40</text></svg>'), 'text')).toThrow()
    expect(() => expectNoText(base.replace('</svg>', '<g><tspan>Ø</tspan></g></svg>'), 'tspan')).toThrow()
    expect(() => expectNoText(base.replace('</svg>', 'mm</svg>'), 'loose text')).toThrow()
    expect(() => expectNoText(base.replace('<svg ', '<svg font-family="sans-serif" '), 'font')).toThrow()
  })
})

describe('seeded product drawings', () => {
  it('hold no text, for every product of the catalogue', () => {
    const shapes = new Set<string>()
    for (const p of products) {
      expectNoText(productImageSvg(p.image), p.slug)
      shapes.add(p.image.shape)
    }
    expect(shapes.size).toBe(8)
  })

  it('still render to an 800×600 picture', async () => {
    const meta = await sharp(Buffer.from(productImageSvg(products[0]!.image))).metadata()
    expect([meta.width, meta.height]).toEqual([800, 600])
  })

  it('have their alt text and caption in fa, en and ar instead', () => {
    for (const p of products) {
      expect(filled(p.picture.alt) && filled(p.picture.caption), p.slug).toBe(true)
      // The caption carries the sizes the drawing no longer prints, in each language's digits.
      expect(p.picture.caption.fa, p.slug).toMatch(/[۰-۹]/)
      expect(p.picture.caption.ar, p.slug).toMatch(/[٠-٩]/)
      expect(p.picture.caption.en, p.slug).toMatch(/[0-9]/)
    }
  })
})

describe('seeded scenes: gallery pictures, blog covers, certificates', () => {
  const used: [string, Scene][] = [
    ...posts.map((p, i): [string, Scene] => [`post ${i + 1}`, p.scene]),
    ...albums.flatMap((a, i) => a.pictures.map((pic, j): [string, Scene] => [`album ${i + 1} picture ${j + 1}`, pic.scene])),
    ...certifications.map((c): [string, Scene] => [c.code, 'certificate']),
  ]

  it('hold no text, for every scene the seed draws', () => {
    for (const [what, scene] of used) {
      for (const hue of [0, 150, 330]) expectNoText(contentImageSvg(scene, hue), `${what}: ${scene} ${hue}`)
    }
    expect(new Set(used.map(([, s]) => s))).toEqual(new Set(Object.keys(sceneAlt)))
  })

  it('still render to a 1200×800 JPEG', async () => {
    const meta = await sharp(await contentImageJpeg('certificate', 210)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800])
  })

  it('have their alt text and captions in fa, en and ar instead', () => {
    for (const [scene, alt] of Object.entries(sceneAlt)) expect(filled(alt), scene).toBe(true)
    for (const p of posts) expect(filled(p.coverCaption), p.title.en).toBe(true)
    for (const a of albums) for (const pic of a.pictures) expect(filled(pic.caption), a.title.en).toBe(true)
    for (const c of certifications) expect(filled(c.title), c.code).toBe(true)
  })
})
