import { expect, test } from '@playwright/test'
import { perKgOnScreen, rankedPerKg } from './per-kg'

test.describe('prices compared per kilogram', () => {
  test('cheapest and most expensive rank by the price per kg, and say so next to the sort', async ({ page }) => {
    await page.goto('/en/search/round-tubes')
    await page.getByTestId('sort').getByRole('link', { name: 'Cheapest' }).click()
    await expect(page).toHaveURL(/sort=cheapest/)
    await expect(page.getByTestId('sort-note')).toHaveText('Cheapest and most expensive compare prices per kilogram where the weight is known.')
    const cheapest = rankedPerKg(await perKgOnScreen(page), 'ascending')
    expect(cheapest.known.length).toBeGreaterThan(1)
    expect(cheapest.known).toEqual(cheapest.sorted)
    expect(cheapest.unknownsLast).toBe(true)

    await page.getByTestId('sort').getByRole('link', { name: 'Most expensive' }).click()
    await expect(page).toHaveURL(/sort=most-expensive/)
    const dearest = rankedPerKg(await perKgOnScreen(page), 'descending')
    expect(dearest.known).toEqual(dearest.sorted)
    expect(dearest.known[0]).toBeGreaterThanOrEqual(cheapest.known.at(-1)!)
  })

  test('a card sold by the branch shows its per-kg equivalent in Persian digits, and so does its page', async ({ page }) => {
    await page.goto('/search/round-tubes')
    const card = page.getByTestId('results').getByTestId('product-card').filter({ has: page.locator('[data-testid="price"][data-unit="branch"]') }).first()
    const perKg = card.getByTestId('price-per-kg')
    await expect(perKg).toHaveText(/^≈ [۰-۹][۰-۹٬]* تومان هر کیلوگرم$/)
    const shown = await perKg.textContent()
    const perTon = Number(await perKg.getAttribute('data-per-kg')) * 1000

    await card.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/pr\/[a-z0-9-]+\/\d+$/)
    // The product's own price comes before the similar products' cards; its page adds the price per ton.
    const onPage = `${shown!} · ${perTon.toLocaleString('fa-IR')} تومان هر تن`
    await expect(page.getByTestId('price-per-kg').first()).toHaveText(onPage, { useInnerText: true })
  })
})
