import { expect, test, type APIRequestContext } from '@playwright/test'
import { demoAdmin, islandsReady, newCustomer, salesInAdmin } from './fixtures'

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** A published, in-stock product sold by the branch, with its title in each language. */
async function productByBranch(request: APIRequestContext) {
  const list = await request.get('/api/products?where[status][equals]=published&where[unit][equals]=branch&where[stock][equals]=in_stock&sort=id&limit=1&depth=1')
  const doc = (await list.json()).docs[0] as { id: number; category: { slug: string } }
  const title = async (locale: string) => ((await (await request.get(`/api/products/${doc.id}?locale=${locale}&depth=0`)).json()) as { title: string }).title
  return { path: `/pr/${doc.category.slug}/${doc.id}`, fa: await title('fa'), en: await title('en'), ar: await title('ar') }
}

test.describe('order titles follow the page language', () => {
  test('an order placed from a Persian page lists English titles on /en/order/{id}', async ({ page, request }) => {
    test.setTimeout(120_000)
    const c = newCustomer('نرگس رضایی')
    expect((await request.post('/api/customers', { data: c, headers: await adminHeaders(request) })).ok()).toBe(true)
    const product = await productByBranch(request)
    expect(product.en).not.toBe(product.fa)

    // Filled as a guest on the Persian page; the cart joins the account at sign-in.
    await page.goto(product.path)
    await islandsReady(page)
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click()
    await expect(page.getByText('با موفقیت اضافه شد.').first()).toBeVisible()
    expect((await page.request.post('/api/customers/login', { data: { email: c.email, password: c.password } })).ok()).toBe(true)
    await page.goto('/cart')
    await islandsReady(page)
    const checkout = page.getByTestId('checkout')
    await checkout.getByLabel('کد ملی').fill('0013542419')
    await checkout.getByLabel('نشانی تحویل').fill('شیراز، خیابان زند، کوچه ۳، پلاک ۷')
    await checkout.getByLabel('تلفن تماس').fill(c.mobile)
    await checkout.getByRole('button', { name: 'ثبت نهایی سفارش' }).click()
    await expect(page).toHaveURL(/\/order\/\d+$/)
    const orderId = Number(page.url().split('/').at(-1))
    const item = (title: string) => page.getByRole('cell', { name: title, exact: true })
    await expect(item(product.fa)).toBeVisible()

    await page.goto(`/en/order/${orderId}`)
    await expect(item(product.en)).toBeVisible()
    await expect(item(product.fa)).toHaveCount(0)
    await expect(page.getByRole('cell', { name: '1 branch', exact: true })).toBeVisible()
    await page.goto(`/ar/order/${orderId}`)
    await expect(item(product.ar)).toBeVisible()

    // Staff read the order in Persian: the Persian title and the unit's label, not its code.
    const { context: staff, page: admin } = await salesInAdmin(page.context().browser()!)
    await admin.goto(`/admin/collections/orders/${orderId}`)
    await expect(admin.locator('#field-items__0__title')).toHaveValue(product.fa)
    await expect(admin.locator('#field-items__0__unit')).toContainText('شاخه')
    await staff.close()
  })
})
