import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { demoAdmin, newCustomer } from './fixtures'

const persian = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)
// Text as extracted from a PDF may drop zero-width non-joiners and bidi marks and run words apart.
const plain = (text: string) => text.replace(/[\u200c\u200e\u200f\u202a-\u202e]/g, '').replace(/\s+/g, ' ').trim()

/** A company buyer (the longest party block) with `lines` products in the cart, and its token. */
async function companyCart(request: APIRequestContext, lines: number): Promise<string> {
  const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  const admin = { Authorization: `JWT ${(await login.json()).token}` }
  const buyer = { kind: 'company', companyName: 'شرکت سازه‌گستر البرز', legalId: '14007650912', economicCode: '411122223333', registrationNumber: '56789', address: 'کرج، بلوار جمهوری، خیابان ۱۲، پلاک ۸، ساختمان صنعتگران، طبقهٔ سوم، واحد ۱۴', postalCode: '3134567890', landline: '026-32541234' }
  const c = newCustomer('مریم حسینی')
  expect((await request.post('/api/customers', { data: { ...c, buyer }, headers: admin })).ok()).toBe(true)
  const token = (await (await request.post('/api/customers/login', { data: { email: c.email, password: c.password } })).json()).token as string
  // The longest titles first: lines that wrap are the ones that take room.
  const docs = (await (await request.get('/api/products?where[status][equals]=published&limit=200&depth=0&locale=fa')).json()).docs as { id: number; title: string }[]
  const picked = docs.sort((a, b) => b.title.length - a.title.length).slice(0, lines)
  expect(picked).toHaveLength(lines)
  const put = await request.put('/api/cart', { data: { lines: picked.map((p) => ({ productId: p.id, quantity: 3 })) }, headers: { Authorization: `JWT ${token}` } })
  expect(put.ok()).toBe(true)
  return token
}

/** The cart's proforma as a PDF: its pages' text, one string per page. */
async function proformaPages(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get('/cart/proforma/pdf', { headers: { Authorization: `JWT ${token}` } })
  expect(res.status()).toBe(200)
  const file = path.join(os.tmpdir(), `proforma-${Date.now()}.pdf`)
  writeFileSync(file, await res.body())
  const count = Number(execFileSync('pdfinfo', [file]).toString('utf8').match(/^Pages:\s+(\d+)/m)![1])
  return Array.from({ length: count }, (_, i) => plain(execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', String(i + 1), '-l', String(i + 1), file, '-']).toString('utf8')))
}

const signatures = ['مهر و امضای فروشنده', 'مهر و امضای خریدار']

test.describe('the proforma on paper (fa)', () => {
  for (const lines of [5, 12]) {
    test(`${lines} lines for a company buyer fit one A4 sheet, with the totals and both signatures`, async ({ request }) => {
      const pages = await proformaPages(request, await companyCart(request, lines))
      expect(pages).toHaveLength(1)
      for (const text of [...signatures, 'مبلغ قابل پرداخت']) expect(pages[0]).toContain(plain(text))
    })
  }

  test('a long one runs on numbered sheets, the heading on each, the totals and signatures together on the last', async ({ request }) => {
    const pages = await proformaPages(request, await companyCart(request, 40))
    expect(pages.length).toBeGreaterThan(1)
    const last = pages.at(-1)!
    pages.forEach((text, i) => {
      // pdftotext may run the number into the word beside it.
      expect(text, `sheet ${i + 1}`).toMatch(new RegExp(`${persian(i + 1)}\\s*از\\s*${persian(pages.length)}`))
      // The table's heading on every sheet (its first column; «شرح کالا» comes out of the PDF with its lam-alef turned).
      expect(text, `sheet ${i + 1}`).toContain('ردیف')
    })
    for (const text of [...signatures, 'مبلغ قابل پرداخت', 'جمع کل']) expect(last).toContain(plain(text))
    for (const text of pages.slice(0, -1)) for (const sign of signatures) expect(text).not.toContain(plain(sign))
  })
})

test.describe('PDFs for everyone', () => {
  test('one customer asking for twenty PDFs at once holds up nobody else: they get 429, another customer’s arrives within 3 s', async ({ request }) => {
    const [flooder, other, alone] = [await companyCart(request, 5), await companyCart(request, 3), await companyCart(request, 4)]
    const pdf = (token: string) => request.get('/cart/proforma/pdf', { headers: { Authorization: `JWT ${token}` }, timeout: 60_000 })
    // How long one PDF takes on this machine with nobody else asking: the wait allowed is measured from it.
    const quiet = Date.now()
    expect((await pdf(alone)).status()).toBe(200)
    const baseline = Date.now() - quiet
    const flood = Promise.all(Array.from({ length: 20 }, () => pdf(flooder)))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    const own = await pdf(other)
    const waited = Date.now() - started
    const statuses = (await flood).map((r) => r.status())
    console.log(`[pdf] another customer's PDF after ${waited} ms (alone: ${baseline} ms) while one customer asked for 20: ${JSON.stringify(statuses)}`)
    expect(own.status()).toBe(200)
    // Behind at most the flooder's two (about two prints): within 3 s on a quiet machine. A busy one
    // stretches every print, so the bound is six prints' time; queued behind all twenty it was twenty.
    expect(waited).toBeLessThan(Math.max(3_000, 6 * baseline))
    expect(statuses).toContain(200)
    expect(statuses).toContain(429)
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true)
    const busy = (await flood).find((r) => r.status() === 429)!
    expect(busy.headers()['retry-after']).toBe('5')
    // Asked again once done, the unchanged proforma is sent as printed.
    const again = Date.now()
    expect((await pdf(flooder)).status()).toBe(200)
    expect(Date.now() - again).toBeLessThan(1_000)
  })
})
