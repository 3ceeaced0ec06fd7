import { expect, test, type Page } from '@playwright/test'
import { islandsReady } from './fixtures'

/** WCAG 1.4.12's text spacing, as a reader's own style sheet sets it. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`

/** Wider than the screen, and any control or heading whose text is cut off by its own box. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const clipped = [...document.querySelectorAll<HTMLElement>('button, a, label, h1, h2, h3, p, li')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('.sr-only, [aria-hidden="true"]'))
      .filter((el) => {
        const style = getComputedStyle(el)
        const hides = /hidden|clip/.test(style.overflowX + style.overflowY)
        // A deliberate "…" (line clamp, ellipsis) keeps the whole text in the element's title or name.
        if (!hides || style.webkitLineClamp !== 'none' || style.textOverflow === 'ellipsis') return false
        return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1
      })
      .map((el) => `${el.tagName.toLowerCase()} “${el.textContent?.trim().slice(0, 30)}”`)
    return { sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth, clipped }
  })

test.describe('reflow, text spacing and motion', () => {
  test('at 320 px wide and at 200% zoom no page scrolls sideways, and text spacing clips nothing', async ({ page }) => {
    test.setTimeout(180_000)
    await page.goto('/search')
    const product = await page.locator('main a[href^="/pr/"]').first().getAttribute('href')
    await page.goto('/blog')
    const post = await page.locator('main a[href^="/blog/"]').first().getAttribute('href')
    const paths = ['/', '/search/round-tubes', product!, '/prices', '/calculator', '/cart', '/contact', '/questionnaire-of-suppliers', '/en/employment', post!, '/gallery', '/auth/login', '/en', '/ar/search?sort=cheapest']
    // 320 px is a small phone; 640 px is a 1280 px laptop at 200% zoom.
    for (const width of [320, 640]) {
      await page.setViewportSize({ width, height: 700 })
      for (const path of paths) {
        await page.goto(path)
        await islandsReady(page)
        expect(await overflow(page), `${path} at ${width} px`).toEqual({ sideways: 0, clipped: [] })
        await page.addStyleTag({ content: textSpacing })
        expect(await overflow(page), `${path} at ${width} px with text spacing`).toEqual({ sideways: 0, clipped: [] })
      }
    }
  })

  test('with reduced motion asked for, nothing waits to be revealed or slides in', async ({ page }) => {
    const hidden = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-reveal]')].filter((el) => {
          const style = getComputedStyle(el)
          return style.opacity !== '1' || style.transitionDuration !== '0s'
        }).length,
      )
    // Without the preference, the blocks below the fold wait for the scroll to reveal them...
    await page.goto('/')
    await islandsReady(page)
    expect(await hidden()).toBeGreaterThan(0)
    // ...with it, every block is there from the start and nothing moves.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await islandsReady(page)
    expect(await page.locator('[data-reveal]').count()).toBeGreaterThan(0)
    expect(await hidden()).toBe(0)
  })
})
