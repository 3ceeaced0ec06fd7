import { describe, expect, it } from 'vitest'
import { pricePerTon, shownPrice, withVat } from '@/lib/prices/board-figures'
import { feedAnswerKey, parseFeedQuery } from '@/lib/prices/feed-query'
import { windowLimiter } from '@/lib/security/window-rate'

describe('per-ton and tax-inclusive figures', () => {
  it('a ton is a thousand whole-toman kilograms, never rounded again', () => {
    expect(pricePerTon(48_357)).toBe(48_357_000)
    expect(pricePerTon(null)).toBeNull()
    expect(pricePerTon(Number.MAX_SAFE_INTEGER)).toBeNull()
  })

  it('adds tax to each figure as a one-line invoice would: half a toman and above rounds up', () => {
    expect(withVat(1_000_000, 10)).toBe(1_100_000)
    // 48,355 × 10 % = 4,835.5 → 4,836; 48,354 × 10 % = 4,835.4 → 4,835.
    expect(withVat(48_355, 10)).toBe(53_191)
    expect(withVat(48_354, 10)).toBe(53_189)
    // A per-ton price with tax is the ton taxed, not a thousand taxed kilograms.
    expect(withVat(pricePerTon(48_355)!, 10)).toBe(53_190_500)
    expect(withVat(48_355, 10.5)).toBe(53_432)
    expect(withVat(0, 10)).toBe(0)
  })

  it('shows a figure as it is when tax is not asked for, and nothing for an unknown one', () => {
    expect(shownPrice(48_355, null)).toBe(48_355)
    expect(shownPrice(48_355, 0)).toBe(48_355)
    expect(shownPrice(null, 10)).toBeNull()
  })
})

describe('the price feed’s address', () => {
  const parse = (q: string) => parseFeedQuery(new URLSearchParams(q))

  it('reads language, category, brand, stock and tax, with Persian and no tax by default', () => {
    expect(parse('')).toEqual({ ok: true, query: { locale: 'fa', category: null, brand: null, stock: null, vat: false } })
    expect(parse('locale=en&category=round-tubes&brand=arvand&stock=in_stock&vat=included')).toEqual({ ok: true, query: { locale: 'en', category: 'round-tubes', brand: 'arvand', stock: 'in_stock', vat: true } })
  })

  it('refuses what it does not know instead of answering the whole board', () => {
    const unknown = parse('categroy=round-tubes&wall=2')
    expect(unknown.ok).toBe(false)
    if (!unknown.ok) expect(unknown.errors[0]).toEqual({ key: 'unknown', values: { names: 'categroy, wall', known: 'locale, category, brand, stock, vat' } })
    for (const q of ['locale=de', 'category=<script>', 'stock=plenty', 'vat=yes', 'brand=a&brand=b']) expect(parse(q).ok, q).toBe(false)
  })
})

describe('a per-address window', () => {
  it('answers the first requests of a window, then says how long to wait, then answers again', () => {
    const retryIn = windowLimiter({ perWindow: 3, windowSeconds: 60 })
    const t = 1_000_000
    expect([retryIn('a', t), retryIn('a', t + 1), retryIn('a', t + 2)]).toEqual([0, 0, 0])
    expect(retryIn('a', t + 10_000)).toBe(50)
    expect(retryIn('b', t + 10_000)).toBe(0)
    expect(retryIn('a', t + 60_000)).toBe(0)
  })

  it('does not grow without end under a flood of addresses', () => {
    const retryIn = windowLimiter({ perWindow: 1, windowSeconds: 60 }, { maxAddresses: 100 })
    for (let i = 0; i < 1_000; i++) retryIn(`10.0.${Math.floor(i / 250)}.${i % 250}`, 1_000 + i)
    // A new address is still answered, and an address seen moments ago is still counted.
    expect(retryIn('192.0.2.1', 2_000)).toBe(0)
    expect(retryIn('192.0.2.1', 2_001)).toBeGreaterThan(0)
  })
})

describe('the price feed kept per answer', () => {
  const query = (vat: boolean) => ({ locale: 'en' as const, category: 'round-tubes', brand: null, stock: null, vat })

  it('is kept apart for each filter and for figures with or without tax', () => {
    const keys = [feedAnswerKey(query(false), 10), feedAnswerKey(query(true), 10), feedAnswerKey({ ...query(false), locale: 'fa' }, 10), feedAnswerKey({ ...query(false), stock: 'in_stock' }, 10)]
    expect(new Set(keys.map((k) => k.join('|'))).size).toBe(4)
  })

  it('changes on the day a new VAT rate starts, with or without tax, since every answer states the rate', () => {
    expect(feedAnswerKey(query(false), 10)).not.toEqual(feedAnswerKey(query(false), 12))
    expect(feedAnswerKey(query(true), 10)).not.toEqual(feedAnswerKey(query(true), 12))
  })
})
