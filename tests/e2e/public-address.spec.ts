import { expect, test } from '@playwright/test'
import { islandsReady, startServer } from './fixtures'

test('without SERVER_URL, share links and the QR code carry the address the visitor used', async ({ page, request }) => {
  // A deployment that does not name its public origin (the demo's `npm start`).
  const server = await startServer(3199, { SERVER_URL: '' })
  try {
    // Pages no other test renders, so this server draws them itself (both servers share the build's page cache).
    const xml = await (await request.get('/sitemap.xml')).text()
    const product = [...xml.matchAll(/<loc>[^<]*(\/ar\/pr\/[a-z0-9-]+\/\d+)<\/loc>/g)].map((m) => m[1]!).at(-1)!
    const post = [...xml.matchAll(/<loc>[^<]*(\/ar\/blog\/\d+)<\/loc>/g)].map((m) => m[1]!).at(-1)!

    await page.goto(server.base + product)
    await islandsReady(page)
    await page.getByRole('button', { name: 'عرض رمز QR' }).click()
    await expect(page.getByTestId('qr')).toHaveAttribute('data-url', server.base + product)

    await page.goto(server.base + post)
    await islandsReady(page)
    await expect(page.getByTestId('share').getByRole('link').first()).toHaveAttribute('href', new RegExp(encodeURIComponent(server.base + post).replace(/[.?]/g, '\\$&')))
  } finally {
    server.stop()
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
