// Early taps on a mid-range phone, counted. Each case loads its page with the CPU slowed six times
// and taps once, at a moment spread over the page's start: the first tap as soon as the element is
// on screen, the last after the page has answered. Nothing is held back (the browser tests hold the
// form's code to make the tap land early every time; here it lands wherever the page has got to).
// A tap is kept when its effect shows within 20 s. Per case: taps kept of those made, and how many
// of them came before the page's code answered. Prints figures only.
// The cases: a date field and a radio on the two long forms, the language switcher, and the
// checkout (a customer of this run, signed in, one product in the cart; each kept tap places an
// order on the benchmark's own database).
// Usage: npm run bench:taps [-- baseURL]   (without a URL it starts its own server on port 3340)
//        TAPS_RUNS=20 TAPS_CASES=date,radio,switcher,checkout npm run bench:taps
import { chromium } from 'playwright-core'
import { browserArgs, chromePath } from './lib/main-thread.mjs'
import { startShop, warm } from './lib/shop.mjs'
import { newCustomer, staffHeaders } from './lib/staff.mjs'

const RUNS = Number(process.env.TAPS_RUNS || 20)
const SLOWDOWN = 6
const EFFECT_MS = 20_000
/**
 * A customer of this run, made through the API as staff: the checkout case signs them in and puts
 * one product in the cart before each load, as a customer coming back to their cart would have it.
 */
async function newBuyer(base) {
  const customer = await newCustomer(base, await staffHeaders(base), 'خریدار آزمایشی')
  const products = await (await fetch(`${base}/api/products?where[status][equals]=published&where[stock][equals]=in_stock&where[orderable][not_equals]=false&sort=id&limit=1&depth=0`)).json()
  const productId = products.docs[0]?.id
  if (!productId) throw new Error('no product in stock to put in the cart')
  return { customer, productId }
}

/**
 * What is tapped, where, and what shows when the tap is kept. `answered` tells whether the page's
 * code for the tapped element runs yet (the long forms say so on the form).
 */
const cases = [
  {
    name: 'date',
    what: 'a date field (employment, fa)',
    path: '/employment',
    target: (page) => page.getByTestId('employment-form').getByLabel('تاریخ تولد'),
    tap: (target) => target.click(),
    kept: (page) => page.getByRole('dialog', { name: 'انتخاب تاریخ' }).waitFor({ timeout: EFFECT_MS }),
    answered: (page) => page.getByTestId('employment-form').getAttribute('data-hydrated').then((v) => v === 'true'),
  },
  {
    name: 'radio',
    what: 'the legal-entity radio (suppliers, en)',
    path: '/en/questionnaire-of-suppliers',
    target: (page) => page.getByTestId('supplier-form').getByRole('radio', { name: 'Legal entity (company)' }),
    tap: (target) => target.check(),
    kept: async (page) => {
      const form = page.getByTestId('supplier-form')
      await form.getByLabel('Registration number').waitFor({ timeout: EFFECT_MS })
      if (!(await form.getByRole('radio', { name: 'Legal entity (company)' }).isChecked())) throw new Error('the radio is no longer ticked')
    },
    answered: (page) => page.getByTestId('supplier-form').getAttribute('data-hydrated').then((v) => v === 'true'),
  },
  {
    name: 'switcher',
    what: 'the language switcher (a sorted listing, fa → en)',
    path: '/search?sort=cheapest',
    target: (page) => page.locator('header a[data-locale="en"]:visible').first(),
    tap: (target) => target.click(),
    kept: (page) => page.waitForURL((url) => url.pathname === '/en/search' && url.searchParams.get('sort') === 'cheapest', { timeout: EFFECT_MS }),
    // The switcher is a link: it works before any code runs. Hydrated once React has taken the page.
    answered: (page) => page.evaluate(() => Boolean(document.querySelector('header a[data-locale]') && Object.keys(document.querySelector('header a[data-locale]')).some((k) => k.startsWith('__react')))),
  },
  {
    name: 'checkout',
    what: 'placing an order (the cart, fa)',
    path: '/cart',
    setup: newBuyer,
    // Signed in, with one line in the browser's cart (a guest line joins the account's cart).
    prepare: async (context, base, { customer, productId }) => {
      const login = await context.request.post(base + '/api/customers/login', { data: { email: customer.email, password: customer.password } })
      if (!login.ok()) throw new Error(`the customer could not sign in: ${login.status()}`)
      await context.addInitScript((line) => {
        if (location.pathname === '/cart' && !sessionStorage.getItem('taps-cart')) {
          localStorage.setItem('cart', JSON.stringify([line]))
          sessionStorage.setItem('taps-cart', '1')
        }
      }, { productId, quantity: 1 })
    },
    target: (page) => page.getByTestId('checkout').getByRole('button', { name: 'ثبت نهایی سفارش' }),
    // The visitor writes what the order needs and presses the button at once: the buyer's saved
    // details may still be on their way, and must not write over what was typed.
    tap: async (target) => {
      const form = target.page().getByTestId('checkout')
      await form.getByLabel('کد ملی').fill('۰۴۹۹۳۷۰۸۹۹')
      await form.getByLabel('نشانی تحویل').fill('اهواز، بلوار پاسداران، کوچه ۵، پلاک ۱۲')
      await target.click()
    },
    kept: (page) => page.waitForURL((url) => /^\/order\/\d+$/.test(url.pathname), { timeout: EFFECT_MS }),
    // The checkout answers in full once the buyer's saved details have come (or not) from the server.
    answered: (page) => page.evaluate(() => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === '/api/buyer' && e.responseEnd > 0)),
  },
]

const only = process.env.TAPS_CASES?.split(',').filter(Boolean)
const chosen = only ? cases.filter((c) => only.includes(c.name)) : cases

const shop = await startShop(process.argv[2], 3340)
let browser
try {
  await warm(shop.base, chosen.map((c) => c.path))
  browser = await chromium.launch({ executablePath: chromePath, args: browserArgs })

  /** A new phone-sized page with a cold cache and the CPU slowed, made ready as the case needs. */
  const phone = async (c, given) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
    await c.prepare?.(context, shop.base, given)
    const page = await context.newPage()
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
    return { context, page }
  }

  const rows = []
  for (const c of chosen) {
    const given = await c.setup?.(shop.base)
    // How long the page takes to answer here, slowed: the taps are spread over 1.25 times that.
    const { context, page } = await phone(c, given)
    const started = Date.now()
    await page.goto(shop.base + c.path, { waitUntil: 'commit' })
    await c.target(page).waitFor()
    const shown = Date.now() - started
    while (!(await c.answered(page).catch(() => false))) await page.waitForTimeout(50)
    const answeredAfter = Date.now() - started
    await context.close()
    const span = Math.max(0, answeredAfter - shown) * 1.25

    let kept = 0
    let early = 0
    let earlyKept = 0
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await phone(c, given)
      try {
        await page.goto(shop.base + c.path, { waitUntil: 'commit' })
        const target = c.target(page)
        await target.waitFor()
        await page.waitForTimeout(Math.round((span * i) / Math.max(1, RUNS - 1)))
        const before = !(await c.answered(page).catch(() => false))
        await c.tap(target)
        const ok = await c.kept(page).then(() => true, () => false)
        kept += ok ? 1 : 0
        early += before ? 1 : 0
        earlyKept += before && ok ? 1 : 0
      } finally {
        await context.close()
      }
    }
    rows.push({ what: c.what, kept: `${kept} of ${RUNS}`, early: `${early}`, earlyKept: `${earlyKept} of ${early}`, answers: `${(answeredAfter / 1000).toFixed(1)} s` })
    console.log(`${c.what}: ${kept} of ${RUNS} kept`)
  }

  console.log(`\nearly taps, CPU slowed ${SLOWDOWN}×, phone size, a cold cache each time; taps spread from the element's first showing to a quarter past the page answering\n`)
  console.log(`${'tapped'.padEnd(52)}${'kept'.padStart(10)}${'before code'.padStart(13)}${'of those kept'.padStart(15)}${'page answers'.padStart(14)}`)
  for (const r of rows) console.log(`${r.what.padEnd(52)}${r.kept.padStart(10)}${r.early.padStart(13)}${r.earlyKept.padStart(15)}${r.answers.padStart(14)}`)
} finally {
  await browser?.close()
  shop.stop()
}
