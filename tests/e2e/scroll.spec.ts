import { expect, test } from '@playwright/test'
import { slowPageServer } from './slow-page'

test.describe('scrolling', () => {
  test.use({ viewport: { width: 1024, height: 400 } })

  test('a new page starts at the top and going back restores the position', async ({ page }) => {
    await page.goto('/en/about')
    // The footer is laid out only once near (render-when-near), which may change the page's height:
    // the bottom is where the page ends once it is drawn.
    const footer = page.locator('footer')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => footer.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(200)
    await page.locator('footer').getByRole('link', { name: 'Gallery' }).click()
    await expect(page).toHaveURL(/\/en\/gallery$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/about$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
  })

  test('going back to the bottom of a page loaded afresh returns to its bottom', async ({ page }) => {
    // A page the back button loads again (not the client router) is scrolled back before its footer
    // is drawn: the footer's guessed height must leave the old bottom within reach.
    await page.goto('/en/about')
    const footer = page.locator('footer')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => footer.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const bottom = await page.evaluate(() => window.scrollY)
    await page.goto('/en/gallery')
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/about$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom)
  })

  test('a hash in the address scrolls to its anchor', async ({ page }) => {
    await page.goto('/en/services#footer-social')
    await expect(page.locator('#footer-social')).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})

test.describe('blocks below the first screen', () => {
  // Each is laid out only when scrolled near, with a guessed height reserved until then. A poor guess
  // moves the scrollbar under the visitor's thumb and makes a jump to the end land short of it.
  const cases = [
    // The home page's sections after the first, each measured with whatever holds it.
    { paths: ['/', '/en', '/ar'], blocks: 'main > *', waiting: 3 },
    // A product's comments and similar products.
    { paths: ['/pr/seamless-pipes/28', '/en/pr/seamless-pipes/28', '/ar/pr/seamless-pipes/28'], blocks: '#comments-area, section:has(> #similar)', waiting: 1 },
    // The price board's tables, named by their captions: below 1024 px only, where rows keep to one line.
    { paths: ['/prices', '/en/prices', '/ar/prices'], blocks: '[data-testid="board-category"]', waiting: 6, wide: 0 },
  ]

  // One test per screen: the three together load every page nine times, about a minute of the
  // minute a test is given on a busy machine.
  const screens = [
    { name: 'a phone', width: 390, height: 844 },
    { name: 'a tablet', width: 768, height: 1024 },
    { name: 'a wide screen', width: 1280, height: 800 },
  ] as const
  for (const { name, width, height } of screens) test(`reserve about the height they take once drawn, on ${name} (${width} px)`, async ({ page }) => {
    // Measured from outside: a size read inside a skipped block would lay it out for the reading.
    // A block is named by its heading, and drawn once its heading is.
    const heights = (selector: string) =>
      page.locator(selector).evaluateAll((blocks) =>
        blocks.map((b) => {
          const heading = b.querySelector('h1, h2, caption')
          return { id: heading?.id, drawn: heading?.checkVisibility({ contentVisibilityAuto: true }) ?? true, height: b.getBoundingClientRect().height }
        }),
      )
    await page.setViewportSize({ width, height })
    for (const { paths, blocks, waiting, wide } of cases) {
      for (const path of paths) {
        await page.goto(path)
        await page.evaluate(() => document.fonts.ready)
        const guessed = await heights(blocks)
        const pageBefore = await page.evaluate(() => document.documentElement.scrollHeight)
        const waitingNow = guessed.filter((s) => !s.drawn).length
        if (wide !== undefined && width >= 1024) expect(waitingNow, `${path} at ${width}: blocks waiting to be drawn`).toBe(wide)
        else expect(waitingNow, `${path} at ${width}: blocks waiting to be drawn`).toBeGreaterThanOrEqual(waiting)
        // Scroll through, a screen at a time, as a visitor does: each block is drawn as it comes near
        // (and skipped again once far behind, keeping the height it was drawn at).
        const real = new Map<string, number>()
        for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += height) {
          await page.evaluate((top) => window.scrollTo(0, top), y)
          // A block drawn just now may ask for a font (a weight) the first screen did not use; until
          // it comes, its text is set in a fallback of other widths. Measured once it has come, as seen.
          await page.evaluate(async () => {
            await new Promise(requestAnimationFrame)
            await new Promise(requestAnimationFrame)
            document.documentElement.getBoundingClientRect()
            await document.fonts.ready
          })
          for (const s of await heights(blocks)) if (s.drawn && s.id) real.set(s.id, s.height)
        }
        for (const s of guessed) {
          if (s.drawn || !s.id) continue
          const drew = real.get(s.id)
          expect(drew, `${path} at ${width}: ${s.id} drawn`).toBeDefined()
          expect(Math.abs(drew! - s.height), `${path} at ${width}: ${s.id} guessed ${s.height} px, drew ${drew} px`).toBeLessThanOrEqual(Math.max(64, drew! * 0.15))
        }
        const pageAfter = await page.evaluate(() => document.documentElement.scrollHeight)
        expect(Math.abs(pageAfter - pageBefore), `${path} at ${width}: the page's height went from ${pageBefore} to ${pageAfter} px`).toBeLessThanOrEqual(240)
      }
    }
  })

  test('a block drawn while the page was still arriving reserves its whole height, not the part that had come', async ({ page }) => {
    // A visitor on a slow network scrolls down while the page comes: the latest posts' heading has
    // arrived, its cards not yet. Scrolled back up, the section is skipped again before its cards
    // come; it must then reserve the section's height, not the heading's.
    const slow = await slowPageServer(/id="home-posts-title"[^]*?<\/div>/)
    try {
      await page.setViewportSize({ width: 1280, height: 600 })
      await page.goto(slow.url('/en'), { waitUntil: 'commit' })
      await slow.held
      const heading = page.locator('#home-posts-title')
      const section = page.locator('main > *').filter({ has: heading })
      const drawn = () => heading.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))
      const frame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      await heading.evaluate((el) => el.scrollIntoView({ block: 'end' }))
      await frame()
      expect(await drawn(), 'the heading is drawn while the cards are still coming').toBe(true)
      await page.evaluate(() => window.scrollTo(0, 0))
      await frame()
      expect(await drawn(), 'the section is skipped once scrolled far from').toBe(false)
      slow.release()
      await page.waitForLoadState('load')
      await expect(page.getByTestId('post-card')).toHaveCount(3)
      await page.evaluate(() => document.fonts.ready)
      // The blocks forget a height drawn from part of them within two frames of the document's end.
      await frame()
      await frame()
      expect(await drawn()).toBe(false)
      const reserved = (await section.boundingBox())!.height
      await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await expect.poll(drawn).toBe(true)
      const whole = (await section.boundingBox())!.height
      expect(Math.abs(whole - reserved), `reserved ${reserved} px for a section of ${whole} px`).toBeLessThanOrEqual(Math.max(64, whole * 0.15))
    } finally {
      await slow.close()
    }
  })
})
