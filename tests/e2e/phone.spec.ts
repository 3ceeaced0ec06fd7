import { expect, test, type Page } from '@playwright/test'
import { islandsReady } from './fixtures'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const box = async (page: Page, selector: Parameters<Page['locator']>[0]) => (await page.locator(selector).first().boundingBox())!

test.describe('on a phone', () => {
  test('a category shows its products first; the tree and filters wait in a sheet that counts the active filters', async ({ page }) => {
    await page.goto('/search/round-tubes?stock=in&sort=cheapest')
    await islandsReady(page)
    const firstCard = await box(page, '[data-testid=product-card]')
    expect(firstCard.y).toBeLessThan(844)
    await expect(page.getByTestId('category-tree')).toBeHidden()
    await expect(page.getByTestId('filters')).toBeHidden()

    const toggle = page.getByRole('button', { name: 'دسته‌ها و فیلترها (۱ فیلتر فعال)' })
    await toggle.click()
    const sheet = page.getByRole('dialog', { name: 'دسته‌ها و فیلترها' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByTestId('category-tree')).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'بستن فیلترها' })).toBeFocused()
    await expect(sheet.getByRole('checkbox', { name: 'فقط کالاهای موجود' })).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await page.getByRole('dialog').getByTestId('category-tree').getByRole('link', { name: 'لوله گالوانیزه' }).click()
    await expect(page).toHaveURL(/\/search\/galvanized-pipes$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لوله گالوانیزه')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'دسته‌ها و فیلترها', exact: true })).toBeVisible()
  })

  test('without JavaScript the filters stay in the page', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/search/round-tubes')
    await expect(page.getByTestId('filters')).toBeVisible()
    await expect(page.getByTestId('filters-toggle')).toBeHidden()
    await context.close()
  })

  for (const [prefix, name, main, mainNav] of [['', 'دسترسی سریع', 'منو', 'منوی اصلی'], ['/en', 'Quick access', 'Menu', 'Main navigation'], ['/ar', 'الوصول السريع', 'القائمة', 'القائمة الرئيسية']] as const) {
    test(`the quick-access menu fits the screen and never covers the main menu (${prefix || '/'})`, async ({ page }) => {
      await page.goto(prefix || '/')
      // Measured with the page's code running, as most visitors meet it.
      await islandsReady(page)
      const toggle = page.getByRole('button', { name, exact: true })
      await toggle.click()
      const panel = page.getByRole('navigation', { name })
      await expect(panel).toBeVisible()
      const b = (await panel.boundingBox())!
      expect(b.x).toBeGreaterThanOrEqual(0)
      expect(b.x + b.width).toBeLessThanOrEqual(390)
      // No label is cut: every link's text fits its box.
      for (const link of await panel.getByRole('link').all()) {
        expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true)
        const l = (await link.boundingBox())!
        expect(l.x).toBeGreaterThanOrEqual(0)
        expect(l.x + l.width).toBeLessThanOrEqual(390)
      }
      await page.getByRole('button', { name: main, exact: true }).click()
      await expect(page.locator('#main-menu')).toBeVisible()
      await expect(page.locator('#main-menu')).toHaveAccessibleName(mainNav)
      await expect(panel).toBeHidden()
      await page.keyboard.press('Escape')
      await toggle.click()
      await panel.getByRole('link').first().click()
      await expect(panel).toBeHidden()
    })
  }
})
