import { expect, test, type APIRequestContext } from '@playwright/test'
import { demoAdmin, islandsReady, newCustomer } from './fixtures'

// The test server stands as if behind one proxy of ours (TRUST_PROXY=1): X-Forwarded-For speaks
// for visitors at other addresses.
const from = (address: string) => ({ 'X-Forwarded-For': address })
let block = 0
/** Addresses nobody else in the run uses. */
const addresses = () => {
  block += 1
  let n = 0
  return () => `198.18.${(Date.now() % 200) + block}.${++n}`
}

async function makeCustomer(request: APIRequestContext) {
  const admin = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  const c = newCustomer('Abuse Test')
  const created = await request.post('/api/customers', { data: c, headers: { Authorization: `JWT ${(await admin.json()).token}` } })
  expect(created.ok()).toBe(true)
  return { ...c, id: (await created.json()).doc.id as number }
}

const login = (request: APIRequestContext, email: string, password: string, address: string) =>
  request.post('/api/customers/login', { data: { email, password }, headers: from(address) })

test.describe('abuse of sign-in and accounts', () => {
  test('a form on another site cannot sign the visitor in as someone else', async ({ page, baseURL, request }) => {
    const attacker = await makeCustomer(request)
    // A page on another origin that posts a sign-in form to the shop as soon as it loads.
    await page.route('http://attacker.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form id="f" method="post" enctype="multipart/form-data" action="${baseURL}/api/customers/login">
          <input name="_payload" value='${JSON.stringify({ email: attacker.email, password: attacker.password })}'></form>
          <script>document.getElementById('f').submit()</script>`,
      }),
    )
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/customers/login'))
    await page.goto('http://attacker.test/')
    expect((await answer).status()).toBe(403)
    expect((await page.context().cookies(baseURL)).map((c) => c.name)).not.toContain('payload-token')
    const me = await (await page.request.get('/api/customers/me')).json()
    expect(me.user).toBeNull()
  })

  test('wrong passwords from one address slow that address only: the owner signs in from another', async ({ request }) => {
    const owner = await makeCustomer(request)
    const next = addresses()
    const attacker = next()
    for (let i = 0; i < 5; i++) expect((await login(request, owner.email, `wrong-${i}-pass`, attacker)).status()).toBe(401)
    const slowed = await login(request, owner.email, owner.password, attacker)
    expect(slowed.status()).toBe(429)
    expect((await slowed.json()).errors[0].message).toMatch(/Try again in \d+ seconds/)
    const ownerAnswer = await login(request, owner.email, owner.password, next())
    expect(ownerAnswer.status()).toBe(200)
    expect((await ownerAnswer.json()).user.id).toBe(owner.id)
  })

  // How long each takes is measured by `npm run bench:sign-in`, not here: a busy machine moves a
  // clock more than a skipped password hash would; the integration suite checks that an unknown
  // account costs the server the same hashing as a known one.
  test('an unknown account, a wrong password and an account under attack answer alike', async ({ request }) => {
    const known = await makeCustomer(request)
    const attacked = await makeCustomer(request)
    const next = addresses()
    const attacker = next()
    for (let i = 0; i < 6; i++) await login(request, attacked.email, `wrong-${i}-pass`, attacker)

    const bodies = new Map<string, string>()
    for (const [name, email] of [['unknown', `nobody-${Date.now()}@example.com`], ['wrong', known.email], ['attacked', attacked.email]] as const) {
      const res = await login(request, email, 'not-the-password-1', next())
      expect(res.status(), name).toBe(401)
      bodies.set(name, await res.text())
    }
    expect(new Set(bodies.values()).size, JSON.stringify(Object.fromEntries(bodies))).toBe(1)
  })

  test('a customer cannot change their number or password through REST, only through the site', async ({ request }) => {
    const c = await makeCustomer(request)
    const signed = await (await login(request, c.email, c.password, addresses()())).json()
    const auth = { Authorization: `JWT ${signed.token}` }
    for (const data of [{ mobile: '09350000000' }, { password: 'taken-over-1' }, { name: 'New name' }]) {
      expect((await request.patch(`/api/customers/${c.id}`, { data, headers: auth })).status(), JSON.stringify(data)).toBe(403)
    }
    const gql = await request.post('/api/graphql', { data: { query: `mutation { updateCustomer(id: ${c.id}, data: { password: "taken-over-1" }) { id } }` }, headers: auth })
    expect(JSON.stringify(await gql.json())).toContain('errors')
    const me = await (await request.get('/api/customers/me', { headers: auth })).json()
    expect(me.user).toMatchObject({ id: c.id, mobile: c.mobile, name: c.name })
    expect((await login(request, c.email, 'taken-over-1', addresses()())).status()).toBe(401)
    expect((await login(request, c.email, c.password, addresses()())).status()).toBe(200)
  })
})

test.describe('client errors answered as such', () => {
  test('a document id that is not a number is a 404; a query through a relationship or with a malformed id is a 400', async ({ request }) => {
    for (const path of ['/api/products/abc', '/api/orders/abc', '/api/products/1.5', '/api/posts/-3']) expect((await request.get(path)).status(), path).toBe(404)
    // As a guest, comments cannot be searched by their authors' hidden fields (session ids, sign-in times).
    for (const where of ['where[customer.sessions.id][like]=a', 'where[customer.sessions.expiresAt][exists]=true', 'where[customer.email][like]=%40', 'sort=customer.name']) {
      const res = await request.get(`/api/product-comments?${where}`)
      expect(res.status(), where).toBe(400)
      expect((await res.json()).errors[0].message, where).toMatch(/cannot be queried/)
    }
    expect((await request.get('/api/product-comments?where[status][equals]=approved')).status()).toBe(200)
    // An id or a relationship compared with something that is no whole number: the client's mistake.
    for (const where of ['where[id][in]=x', 'where[id][equals]=1x', 'where[category][in]=1,two', 'where[or][0][brand][equals]=abc']) {
      const res = await request.get(`/api/products?${where}`)
      expect(res.status(), where).toBe(400)
      expect((await res.json()).errors[0].message, where).toMatch(/whole number/)
    }
    expect((await request.get('/api/products?where[id][in]=1,2&depth=0')).status()).toBe(200)
  })

  test('customers reset a password with a texted code: REST reset answers every address alike', async ({ request }) => {
    const known = await makeCustomer(request)
    const answers = await Promise.all([known.email, 'nobody-at-all@example.com'].map(async (email) => {
      const res = await request.post('/api/customers/forgot-password', { data: { email } })
      return `${res.status()} ${await res.text()}`
    }))
    expect(answers[0]).toMatch(/^403 .*one-time code/)
    expect(answers[1]).toBe(answers[0])
    expect((await request.post('/api/customers/reset-password', { data: { token: 'x', password: 'taken-over-1' } })).status()).toBe(403)
  })

  test('a product view counts once a day per address, however often it is sent', async ({ request }) => {
    const admin = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
    const auth = { Authorization: `JWT ${(await admin.json()).token}` }
    const product = (await (await request.get('/api/products?limit=1&where[status][equals]=published&depth=0', { headers: auth })).json()).docs[0]
    const views = async () => (await (await request.get(`/api/products/${product.id}?depth=0`, { headers: auth })).json()).views ?? 0
    const before = await views()
    const next = addresses()
    const one = next()
    const sent = await Promise.all(Array.from({ length: 50 }, () => request.post('/api/catalog/views', { data: { id: product.id }, headers: from(one) })))
    expect(sent.every((r) => r.status() === 204)).toBe(true)
    await request.post('/api/catalog/views', { data: { id: product.id }, headers: from(next()) })
    expect(await views()).toBe(before + 2)
  })

  test('a server action body over the limit is answered 413, not 500', async ({ page, request }) => {
    await page.goto('/auth/login')
    await islandsReady(page)
    // The action the page itself calls, as the browser calls it.
    const call = page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action']))
    await page.getByLabel('شماره موبایل').fill('09130000077')
    await page.getByRole('button', { name: 'ارسال کد' }).click()
    const action = (await call).headers()['next-action']!
    const res = await request.post('/auth/login', { headers: { 'Next-Action': action, 'Content-Type': 'text/plain;charset=UTF-8' }, data: 'a'.repeat(1024 * 1024 + 10) })
    expect(res.status()).toBe(413)
  })
})
