import { expect, test } from '@playwright/test'
import { islandsReady } from './fixtures'

test.describe('steel weight calculator', () => {
  test('a round tube in English: the weight per metre, then the whole lot, and the assumptions', async ({ page }) => {
    await page.goto('/en/calculator')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steel weight calculator')
    await islandsReady(page)
    const calculator = page.getByTestId('calculator')
    await calculator.getByRole('radio', { name: 'Round tube' }).check()
    await calculator.getByLabel('Outside diameter (mm)', { exact: true }).fill('60.3')
    await calculator.getByLabel('Wall thickness (mm)', { exact: true }).fill('3.2')
    await expect(page.getByTestId('weight-per-metre')).toHaveText('4.51 kg/m')

    await calculator.getByLabel('Length of each piece (m)', { exact: true }).fill('6')
    await calculator.getByLabel('Number of pieces', { exact: true }).fill('10')
    // Worked out from the quoted 4.51 kg/m, as the cart does: 4.51 × 6 × 10.
    await expect(page.getByTestId('total-weight')).toHaveText('270.6 kg')
    await expect(page.getByTestId('total-tonnes')).toHaveCount(0)

    await calculator.getByLabel('Price (toman, optional)', { exact: true }).fill('45,000')
    await expect(page.getByTestId('price-estimate')).toHaveText('12,177,000 toman')

    const assumptions = page.getByTestId('calculator-assumptions')
    await expect(assumptions).toContainText('7.85 g/cm³')
    await expect(assumptions).toContainText('EN 10219-2')
  })

  test('a square tube in Persian: Persian digits, and a wall too thick said in Persian beside the field', async ({ page }) => {
    await page.goto('/calculator')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('محاسبه‌گر وزن لوله و پروفیل')
    await islandsReady(page)
    const calculator = page.getByTestId('calculator')
    await calculator.getByRole('radio', { name: 'قوطی مربع' }).check()
    // The default length and count are written in Persian digits too.
    await expect(calculator.getByLabel('طول هر شاخه (متر)', { exact: true })).toHaveValue('۶')
    await calculator.getByLabel('ضلع (میلی‌متر)', { exact: true }).fill('۴۰')
    const wall = calculator.getByLabel('ضخامت دیواره (میلی‌متر)', { exact: true })
    await wall.fill('۲')
    await expect(page.getByTestId('weight-per-metre')).toHaveText('۲٫۳۱ کیلوگرم بر متر')
    await expect(page.getByTestId('total-weight')).toHaveText('۱۳٫۹ کیلوگرم')

    await wall.fill('۲۰')
    const error = 'برای ابعاد بیرونی واردشده بیش از حد ضخیم است.'
    await expect(calculator.getByText(error)).toBeVisible()
    await expect(wall).toHaveAttribute('aria-invalid', 'true')
    await expect(wall).toHaveAccessibleDescription(error)
    await expect(page.getByTestId('weight-per-metre')).toHaveCount(0)
  })

  test('its number rules load when the visitor reaches the form, not with the page, and a failed load is said', async ({ page }) => {
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script').length)
    await page.goto('/en/calculator')
    await islandsReady(page)
    await page.waitForLoadState('networkidle')
    const loaded = await scripts()
    await expect(page.getByTestId('calculator-waiting')).toHaveText('Enter the sizes to see the weight.')
    const diameter = page.getByTestId('calculator').getByLabel('Outside diameter (mm)', { exact: true })
    await diameter.click()
    await expect.poll(scripts).toBeGreaterThan(loaded)
    await diameter.fill('60.3')
    await page.getByTestId('calculator').getByLabel('Wall thickness (mm)', { exact: true }).fill('3.2')
    await expect(page.getByTestId('weight-per-metre')).toHaveText('4.51 kg/m')

    // The same on a connection that drops once the page is in: the visitor is told, not left waiting.
    await page.goto('/ar/calculator')
    await islandsReady(page)
    await page.waitForLoadState('networkidle')
    await page.route(/\/_next\/static\/chunks\//, (route) => route.abort())
    await page.getByTestId('calculator').getByRole('textbox').first().click()
    await expect(page.getByTestId('calculator-waiting')).toHaveText('تعذّر تحميل الحاسبة. يُرجى إعادة تحميل الصفحة.')
  })
})
