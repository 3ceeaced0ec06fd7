import { expect, test, type Locator } from '@playwright/test'
import { posts } from '../../cms/seed/blog-data'
import { products } from '../../cms/seed/catalogue-data'
import { albums } from '../../cms/seed/company-data'
import { sceneAlt } from '../../cms/seed/scene-text'
import { demoAdmin } from './fixtures'

type Lang = 'fa' | 'en'

const prefix = (lang: Lang) => (lang === 'fa' ? '' : `/${lang}`)

/** Persian text has Arabic-script letters and no Latin ones; English text the other way round. */
function expectLanguage(text: string | null, lang: Lang) {
  const arabicScript = /\p{Script=Arabic}/u.test(text ?? '')
  const latin = /[A-Za-z]/.test(text ?? '')
  expect({ text, arabicScript, latin }).toEqual({ text, arabicScript: lang === 'fa', latin: lang === 'en' })
}

/** The picture itself arrived, not just an empty element with an alt text. */
async function expectLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded()
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
}

/** A picture shown as a figure: its alt text and its visible caption are the expected ones, in the page's language. */
async function expectFigure(figure: Locator, lang: Lang, expected: { alt: string; caption: string }) {
  const img = figure.locator('img')
  const caption = figure.locator('figcaption')
  await expect(img).toBeVisible()
  await expect(caption).toBeVisible()
  await expect(img).toHaveAttribute('alt', expected.alt)
  await expectLoaded(img)
  await expect(caption).toHaveText(expected.caption)
  expectLanguage(await img.getAttribute('alt'), lang)
  expectLanguage(await caption.textContent(), lang)
}

test.describe('pictures are described in the page language', () => {
  for (const lang of ['fa', 'en'] as const) {
    test(`product card and product page (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/search/round-tubes`)
      const card = page.getByTestId('results').getByTestId('product-card').first()
      const title = (await card.getByRole('heading').textContent())!.trim()
      const seed = products.find((p) => p.title[lang] === title)!
      expect(seed, title).toBeDefined()
      await expect(card.locator('img')).toHaveAttribute('alt', seed.picture.alt[lang])
      await expectLoaded(card.locator('img'))
      expectLanguage(await card.locator('img').getAttribute('alt'), lang)

      await card.getByRole('link').first().click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expectFigure(page.getByTestId('gallery').locator('figure'), lang, { alt: seed.picture.alt[lang], caption: seed.picture.caption[lang] })
    })

    test(`a product with several pictures: thumbnails to pick, the chosen one large (${lang})`, async ({ page, request }) => {
      // The demo products have one picture each: a staff member gives one a second (another's).
      const links = page.getByTestId('results').getByTestId('product-card').getByRole('link')
      await page.goto(`${prefix(lang)}/search/round-tubes?sort=cheapest`)
      const [own, other] = [(await links.nth(lang === 'fa' ? 1 : 2).getAttribute('href'))!, (await links.first().getAttribute('href'))!]
      const idOf = (href: string) => href.split('/').pop()
      const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
      const headers = { Authorization: `JWT ${(await login.json()).token}` }
      const product = async (href: string) => (await (await request.get(`/api/products/${idOf(href)}?depth=0&locale=${lang}`, { headers })).json()) as { title: string; images: number[] }
      const [target, donor] = [await product(own), await product(other)]
      const seedOf = (title: string) => products.find((p) => p.title[lang] === title)!.picture
      expect(seedOf(donor.title).alt[lang], 'two different pictures').not.toBe(seedOf(target.title).alt[lang])
      const edit = (images: number[]) => request.patch(`/api/products/${idOf(own)}`, { data: { images }, headers })
      expect((await edit([...target.images, ...donor.images])).ok()).toBe(true)
      try {
        const thumbnails = page.getByTestId('gallery').getByRole('button')
        await expect.poll(async () => (await page.goto(own), await thumbnails.count())).toBe(2)
        const figure = page.getByTestId('gallery').locator('figure')
        await expectFigure(figure, lang, { alt: seedOf(target.title).alt[lang], caption: seedOf(target.title).caption[lang] })
        await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true')
        await expect(thumbnails.nth(1).locator('img')).toHaveAttribute('alt', seedOf(donor.title).alt[lang])
        await thumbnails.nth(1).click()
        await expectFigure(figure, lang, { alt: seedOf(donor.title).alt[lang], caption: seedOf(donor.title).caption[lang] })
        await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true')
        await expect(thumbnails.first()).toHaveAttribute('aria-current', 'false')
      } finally {
        await edit(target.images)
      }
    })

    test(`gallery album pictures (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/gallery`)
      await page.getByTestId('album-card').first().getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(albums[0]!.title[lang])
      const figures = page.getByTestId('album-pictures').locator('figure')
      await expect(figures).toHaveCount(albums[0]!.pictures.length)
      for (const [i, pic] of albums[0]!.pictures.entries()) {
        await expectFigure(figures.nth(i), lang, { alt: sceneAlt[pic.scene][lang], caption: pic.caption[lang] })
      }
    })

    test(`blog post cover (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/blog`)
      const card = page.getByTestId('post-card').first()
      const title = (await card.getByRole('heading').textContent())!.trim()
      const post = posts.find((p) => p.title[lang] === title)!
      expect(post, title).toBeDefined()
      await card.getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expectFigure(page.getByTestId('post').locator('figure'), lang, { alt: sceneAlt[post.scene][lang], caption: post.coverCaption[lang] })
    })
  }
})
