import { expect, test } from '@playwright/test'

test('the load balancer\'s probe: 200 with the database reachable, never cached', async ({ request }) => {
  const res = await request.get('/api/health')
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('no-store')
  // The demo keeps its own file cache: no shared cache to report.
  expect(await res.json()).toMatchObject({ ok: true, database: 'ok', ms: expect.any(Number), cache: 'none' })
})

test('a session the server could not check (503) is asked again, not shown as signed out', async ({ page }) => {
  let calls = 0
  await page.route('**/api/session', (route) => {
    calls += 1
    if (calls === 1) return route.fulfill({ status: 503, json: { error: 'unavailable' } })
    return route.fulfill({ json: { kind: 'customer', id: 7, name: 'سارا محمدی' } })
  })
  await page.goto('/en/about')
  const account = page.getByTestId('account-link')
  // While the server cannot tell, the header waits rather than offering to sign in.
  await expect(account).toHaveAttribute('data-state', 'loading')
  await expect(account).toHaveAttribute('data-state', 'signed-in', { timeout: 10_000 })
  await expect(account).toHaveAccessibleName('سارا محمدی')
  expect(calls).toBe(2)
})
