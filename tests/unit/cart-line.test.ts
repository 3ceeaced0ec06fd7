import { describe, expect, it } from 'vitest'
import { isCartLine } from '@/lib/cart/line'
import { cartLinesSchema } from '@/lib/cart/lines'

describe('a cart line, as the browser keeps it and as the server takes it', () => {
  const values: unknown[] = [
    { productId: 7, quantity: 2 },
    { productId: 7, quantity: 0.5 },
    { productId: 2_147_483_647, quantity: 1_000_000 },
    { productId: 2_147_483_648, quantity: 1 },
    { productId: 7, quantity: 1_000_001 },
    { productId: 0, quantity: 1 },
    { productId: 7.5, quantity: 1 },
    { productId: 7, quantity: 0 },
    { productId: 7, quantity: -1 },
    { productId: 7, quantity: Number.NaN },
    { productId: '7', quantity: 1 },
    { productId: 7 },
    null,
    'line',
  ]

  it('is one rule: the browser keeps exactly the lines the server would accept', () => {
    for (const value of values) expect(isCartLine(value), JSON.stringify(value)).toBe(cartLinesSchema.safeParse([value]).success)
  })

  it('accepts a fraction of a kilogram and refuses a product id that is not a whole positive number', () => {
    expect(isCartLine({ productId: 7, quantity: 0.5 })).toBe(true)
    expect(isCartLine({ productId: 7.5, quantity: 1 })).toBe(false)
  })
})
