import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { firstLoadScripts, formAnswers } from './fixtures'

// A visitor on a mid-range phone (the CPU slowed six times) taps while the page is still starting:
// a date field, a radio that shows more of the form, the language switcher. Each tap must have
// its effect once the page answers, never be lost. The form's own code is held until the tap is
// made, so the tap always lands before the form answers, however fast this machine is.

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
}

/** Opens `path` with the scripts it asks for after its first load (a form's own code) held until the returned call. */
async function openBeforeFormAnswers(page: Page, request: APIRequestContext, path: string, testId: string) {
  const passing = await firstLoadScripts(request, path)
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (!passing.has(new URL(route.request().url()).pathname)) await gate
    await route.continue()
  })
  await slowCpu(page)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  const form = page.getByTestId(testId)
  await expect(form).toHaveAttribute('data-hydrated', 'false')
  return { form, release }
}

const cases = [
  { locale: 'fa', prefix: '', dateLabel: 'تاریخ تولد', dialog: 'انتخاب تاریخ', legal: 'شخص حقوقی (شرکت)', registration: 'شمارهٔ ثبت' },
  { locale: 'en', prefix: '/en', dateLabel: 'Date of birth', dialog: 'Choose a date', legal: 'Legal entity (company)', registration: 'Registration number' },
] as const

for (const c of cases) {
  test.describe(`early taps on a slow phone (${c.locale})`, () => {
    test.describe.configure({ timeout: 120_000 })

    test('a date field tapped before the form answers opens its calendar once it does', async ({ page, request }) => {
      const { form, release } = await openBeforeFormAnswers(page, request, `${c.prefix}/employment`, 'employment-form')
      await form.getByLabel(c.dateLabel).click()
      release()
      await formAnswers(form)
      await expect(page.getByRole('dialog', { name: c.dialog })).toBeVisible({ timeout: 30_000 })
    })

    test('a radio ticked before the form answers is still ticked once it does, and shows the fields it brings', async ({ page, request }) => {
      const { form, release } = await openBeforeFormAnswers(page, request, `${c.prefix}/questionnaire-of-suppliers`, 'supplier-form')
      const legal = form.getByRole('radio', { name: c.legal })
      await legal.check()
      release()
      await formAnswers(form)
      await expect(form.getByLabel(c.registration)).toBeVisible({ timeout: 30_000 })
      await expect(legal).toBeChecked()
    })

    test('text typed before the form answers wins over a draft saved earlier, and the draft fills the rest', async ({ page, request }) => {
      // A draft from an earlier visit: the first name differs from what is typed now.
      await page.addInitScript(() => localStorage.setItem('draft:employment:v1', JSON.stringify({ firstName: 'Draftname', lastName: 'Keptname' })))
      const { form, release } = await openBeforeFormAnswers(page, request, `${c.prefix}/employment`, 'employment-form')
      await form.locator('input[name="firstName"]').fill('Typedname')
      release()
      await formAnswers(form)
      await expect(form.locator('input[name="lastName"]')).toHaveValue('Keptname')
      await expect(form.locator('input[name="firstName"]')).toHaveValue('Typedname')
    })

    test('the language switcher tapped before the page answers leads to the same page in the other language, query kept', async ({ page }) => {
      let release!: () => void
      const gate = new Promise<void>((resolve) => (release = resolve))
      // Nothing of the page's code runs before the tap.
      await page.route('**/_next/static/**/*.js', async (route) => {
        await gate
        await route.continue()
      })
      await slowCpu(page)
      await page.goto(`${c.prefix}/search?sort=cheapest`, { waitUntil: 'domcontentloaded' })
      const other = c.locale === 'fa' ? 'en' : 'ar'
      await page.locator(`header a[data-locale="${other}"]:visible`).first().click()
      release()
      await expect(page).toHaveURL(new RegExp(`/${other}/search\\?sort=cheapest$`), { timeout: 30_000 })
      await expect(page.locator('html')).toHaveAttribute('lang', other)
    })
  })
}
