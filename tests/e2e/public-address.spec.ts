import { expect, test } from '@playwright/test'
import { paragraphs } from '../../cms/seed/lexical'
import { demoAdmin, islandsReady, startServer } from './fixtures'

test('without SERVER_URL, share links and the QR code carry the address the visitor used', async ({ page, request }) => {
  // Both servers share the build's page cache, so the pages checked are new ones this server draws first.
  const login = await request.post('/api/users/login', { data: { email: demoAdmin.email, password: demoAdmin.password } })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const { docs } = await (await request.get('/api/products?limit=1&depth=0&where[status][equals]=published', { headers })).json()
  const model = docs[0]
  const product = (
    await (
      await request.post('/api/products?locale=ar', {
        headers,
        data: { title: 'منتج لاختبار العنوان العام', slug: `public-address-${Date.now()}`, category: model.category, price: model.price, unit: model.unit, stock: model.stock, status: 'published' },
      })
    ).json()
  ).doc
  const post = (
    await (
      await request.post('/api/posts?locale=ar', {
        headers,
        data: { title: 'مقال لاختبار العنوان العام', content: paragraphs('نص قصير.', 'rtl'), status: 'published', publishedAt: new Date(Date.now() - 60_000).toISOString() },
      })
    ).json()
  ).doc
  expect(product?.id).toBeTruthy()
  expect(post?.id).toBeTruthy()

  // A deployment that does not name its public origin (the demo's `npm start`).
  const server = await startServer(3199, { SERVER_URL: '' })
  try {
    const productPath = `/ar/pr/${(await (await request.get(`/api/categories/${model.category}?depth=0`)).json()).slug}/${product.id}`
    await page.goto(server.base + productPath)
    await islandsReady(page)
    await page.getByRole('button', { name: 'عرض رمز QR' }).click()
    await expect(page.getByTestId('qr')).toHaveAttribute('data-url', server.base + productPath)

    const postPath = `/ar/blog/${post.id}`
    await page.goto(server.base + postPath)
    await islandsReady(page)
    const shared = encodeURIComponent(server.base + postPath)
    await expect(page.getByTestId('share').getByRole('link').first()).toHaveAttribute('href', new RegExp(shared.replace(/[.?]/g, '\\$&')))
  } finally {
    server.stop()
    await request.delete(`/api/products/${product.id}`, { headers })
    await request.delete(`/api/posts/${post.id}`, { headers })
  }
})

test('with SERVER_URL, they carry the configured public address', async ({ page, baseURL }) => {
  await page.goto('/en/search/square-tubes')
  const href = (await page.getByTestId('results').getByTestId('product-card').first().getByRole('link').getAttribute('href'))!
  await page.goto(href)
  await islandsReady(page)
  await page.getByRole('button', { name: 'Show QR code' }).click()
  await expect(page.getByTestId('qr')).toHaveAttribute('data-url', baseURL + href)
})
