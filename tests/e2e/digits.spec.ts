import { expect, test, type Page } from '@playwright/test'
import { islandsReady } from './fixtures'

/**
 * Every digit a visitor reads, with the names of standards and grades taken out ("ASTM A53",
 * "EN 10219", "ISO 9001:2015", "S235JR" keep their Latin digits in every language).
 */
async function visibleDigits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode
      const el = node.parentElement
      if (!el || el.closest('script, style, noscript')) continue
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const text = (node.textContent ?? '').replace(/\b[A-Z][A-Za-z]*(?:[\s-]?\d[\w.:/-]*)+/g, '').replace(/\S+@\S+/g, '')
      const digits = text.match(/[0-9\u06f0-\u06f9\u0660-\u0669]+/g)
      if (digits) found.push(...digits.map((d) => `${d} in «${(node.textContent ?? '').trim().slice(0, 50)}»`))
    }
    return found
  })
}

const pages = ['/', '/search/round-tubes', '/pr/seamless-pipes/28', '/blog', '/gallery', '/about', '/contact', '/employment', '/questionnaire-of-suppliers', '/no-such-page']

for (const [prefix, own, name] of [['', /^[\u06f0-\u06f9]+$/, 'Persian'], ['/ar', /^[\u0660-\u0669]+$/, 'Arabic-Indic']] as const) {
  test(`${prefix || '/'} pages write every number with ${name} digits`, async ({ page }) => {
    for (const path of pages) {
      await page.goto(prefix + path)
      await islandsReady(page)
      const other = (await visibleDigits(page)).filter((d) => !own.test(d.split(' in ')[0]!))
      expect(other, prefix + path).toEqual([])
    }
  })
}

test('the cart badge counts in the page’s digits, not the browser’s', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/pr/seamless-pipes/28')
  await islandsReady(page)
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('۱')
  await context.close()
})
