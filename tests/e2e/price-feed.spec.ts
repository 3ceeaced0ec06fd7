import { expect, test } from '@playwright/test'
import { demoAdmin } from './fixtures'

// The test server stands as if behind one proxy of ours (TRUST_PROXY=1): X-Forwarded-For speaks
// for a buyer's program at an address nobody else in the run uses.
const from = (address: string) => ({ 'X-Forwarded-For': address })

test.describe('the public price feed', () => {
  test('answers today’s board as JSON with an ETag, and 304 while nothing changed', async ({ request }) => {
    const res = await request.get('/api/public/prices?locale=en&vat=included', { headers: from('198.18.50.1') })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('application/json')
    expect(res.headers()['cache-control']).toContain('public')
    const etag = res.headers()['etag']!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const feed = await res.json()
    expect(feed).toMatchObject({ locale: 'en', currency: 'IRT', vat: { included: true } })
    expect(feed.count).toBeGreaterThan(5)
    expect(feed.items).toHaveLength(feed.count)
    const weighed = feed.items.find((i: { pricePerKg: number | null }) => i.pricePerKg !== null)
    expect(weighed).toBeTruthy()
    expect(weighed.url).toMatch(/^\/en\/pr\//)
    if (feed.lastModified) expect(res.headers()['last-modified']).toBe(new Date(feed.lastModified).toUTCString())

    const again = await request.get('/api/public/prices?locale=en&vat=included', { headers: { ...from('198.18.50.1'), 'If-None-Match': etag } })
    expect(again.status()).toBe(304)
    expect(await again.text()).toBe('')
    // Another filter is another answer, under another tag.
    const plain = await request.get('/api/public/prices?locale=en', { headers: { ...from('198.18.50.1'), 'If-None-Match': etag } })
    expect(plain.status()).toBe(200)
    expect((await plain.json()).vat.included).toBe(false)
  })

  test('a price staff change shows in the feed at once, under a new ETag', async ({ request }) => {
    const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    expect(login.ok()).toBe(true)
    const admin = { Authorization: `JWT ${(await login.json()).token}` }
    const first = await request.get('/api/public/prices?locale=en', { headers: from('198.18.50.4') })
    const etag = first.headers()['etag']!
    const item = ((await first.json()).items as { id: number; price: number }[])[0]!
    const price = item.price + 1000
    expect((await request.patch(`/api/products/${item.id}`, { data: { price }, headers: admin })).ok()).toBe(true)
    try {
      const after = await request.get('/api/public/prices?locale=en', { headers: { ...from('198.18.50.4'), 'If-None-Match': etag } })
      expect(after.status()).toBe(200)
      expect(after.headers()['etag']).not.toBe(etag)
      expect(((await after.json()).items as { id: number; price: number }[]).find((i) => i.id === item.id)?.price).toBe(price)
    } finally {
      await request.patch(`/api/products/${item.id}`, { data: { price: item.price }, headers: admin })
    }
  })

  test('a misspelt or unknown filter is a 400 that says what was wrong, never the whole board', async ({ request }) => {
    const misspelt = await request.get('/api/public/prices?categroy=round-tubes', { headers: from('198.18.50.2') })
    expect(misspelt.status()).toBe(400)
    expect((await misspelt.json()).errors[0]).toContain('categroy')
    const none = await request.get('/api/public/prices?category=no-such-category', { headers: from('198.18.50.2') })
    expect(none.status()).toBe(400)
    expect(await none.json()).toEqual({ errors: ['دسته‌ای با نامک no-such-category نیست.'] })
    // In the language asked for.
    const english = await request.get('/api/public/prices?locale=en&brand=no-such-brand', { headers: from('198.18.50.2') })
    expect(await english.json()).toEqual({ errors: ['No brand no-such-brand.'] })
    const arabic = await request.get('/api/public/prices?locale=ar&vat=maybe', { headers: from('198.18.50.2') })
    expect(await arabic.json()).toEqual({ errors: ['يجب أن يكون vat إما included أو excluded.'] })
    expect((await request.get('/api/public/prices?vat=maybe', { headers: from('198.18.50.2') })).status()).toBe(400)
  })

  test('one address gets sixty answers a minute, then a 429 that says when to come back', async ({ request }) => {
    const address = '198.18.50.3'
    const answers = await Promise.all(Array.from({ length: 60 }, () => request.get('/api/public/prices', { headers: from(address) }).then((r) => r.status())))
    expect(answers.every((s) => s === 200)).toBe(true)
    const refused = await request.get('/api/public/prices', { headers: from(address) })
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    expect((await request.get('/api/public/prices', { headers: from('198.18.50.4') })).status()).toBe(200)
  })
})
