import type { Page } from '@playwright/test'

/**
 * The price per kilogram each result card shows: the price itself for products sold by the
 * kilogram, the "≈ … per kg" line for the others, null when the card shows neither.
 */
export function perKgOnScreen(page: Page): Promise<(number | null)[]> {
  return page
    .getByTestId('results')
    .getByTestId('product-card')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const hint = card.querySelector('[data-testid="price-per-kg"]')
        if (hint) return Number((hint.textContent ?? '').replace(/\D/g, ''))
        const price = card.querySelector('[data-testid="price"]')
        return price?.getAttribute('data-unit') === 'kg' ? Number(price.getAttribute('data-price')) : null
      }),
    )
}

/** Known per-kg prices first and in order, the cards without one after them. */
export function rankedPerKg(values: (number | null)[], direction: 'ascending' | 'descending') {
  const known = values.filter((v): v is number => v !== null)
  const sorted = [...known].sort((a, b) => (direction === 'ascending' ? a - b : b - a))
  return { known, sorted, unknownsLast: values.slice(0, known.length).every((v) => v !== null) }
}
