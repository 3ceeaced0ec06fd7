import { expect, test, type APIRequestContext } from '@playwright/test'
import { demoAdmin, islandsReady } from './fixtures'
import { fakePdf, pdf, pickDate } from './forms'
import AxeBuilder from '@axe-core/playwright'
import { digitsEnToFa } from '@persian-tools/persian-tools'
import { formatJalaliParts } from '../../lib/dates/jalali-days'
import { addDays, addMonths, weekEndOf, weekStartOf } from '../../lib/forms/jalali-month'

const procurement = { email: 'procurement@example.com', password: 'demo-procurement-2026' }

async function staffToken(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/users/login', { data: who })
  return `JWT ${(await login.json()).token}`
}

test.describe('supplier questionnaire', () => {
  test('a company fills the whole questionnaire in Persian, sends its documents and gets a reference', async ({ page, request, playwright, baseURL }) => {
    test.setTimeout(120_000)
    await page.goto('/questionnaire-of-suppliers')
    await islandsReady(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('پرسش‌نامهٔ ارزیابی تأمین‌کنندگان')
    // The date picker's code is not on the page until a date is opened.
    expect(await page.getByTestId('day-grid').count()).toBe(0)

    const form = page.getByTestId('supplier-form')
    await form.getByLabel('نام شرکت به فارسی').fill('لوله‌سازان نمونه')
    await form.getByLabel('نام شرکت به انگلیسی').fill('Sample Pipe Makers')
    await form.getByLabel('نام تأمین‌کننده').fill('مریم احمدی')
    await expect(form.getByLabel('نام مدیرعامل')).toHaveCount(0)
    await form.getByLabel('شخص حقوقی (شرکت)').check()
    // Company-only fields appear for a legal entity; the ID is now a company's, typed in Persian digits.
    await form.getByLabel('شناسهٔ ملی شرکت').fill('۱۰۳۸۰۲۸۴۷۹۰')
    await form.getByLabel('کد اقتصادی').fill('۴۱۱۱۱۱۱۱۱۱۱۱')
    await form.getByLabel('شمارهٔ ثبت').fill('۴۵۲۱')
    await pickDate(page, form.getByLabel('تاریخ ثبت'), { year: 1390, month: 2, day: 1 })
    await expect(form.getByLabel('تاریخ ثبت')).toHaveValue('۱۳۹۰-۰۲-۰۱')
    await form.getByLabel('نام مدیرعامل').fill('مریم احمدی')
    await form.getByLabel('نوع شرکت').selectOption({ label: 'سهامی خاص' })
    await pickDate(page, form.getByLabel('تاریخ تأسیس'), { year: 1388, month: 11, day: 20 })
    await form.getByLabel('زمینهٔ فعالیت').fill('تولید ورق و کلاف فولادی')

    const head = form.getByRole('group', { name: 'دفتر مرکزی' })
    await head.getByLabel('نشانی').fill('تهران، خیابان آزادی، پلاک ۱۲')
    await head.getByLabel('کد پستی').fill('۱۴۳۵۹۱۶۴۷۱')
    await head.getByLabel('تلفن').fill('۰۲۱-۸۸۷۷۶۶۵۵')
    const factory = form.getByRole('group', { name: 'کارخانه' })
    await factory.getByLabel('نشانی').fill('ساوه، شهرک صنعتی کاوه')
    await factory.getByLabel('تلفن').fill('۰۸۶۴۲۳۴۵۶۷۸')

    await form.getByLabel('شمارهٔ تماس').fill('۰۹۱۲۳۴۵۶۷۸۹')
    await form.getByLabel('ایمیل').fill('Sales@Sample-Pipes.example')
    await form.getByLabel('وب‌سایت').fill('sample-pipes.example')
    await form.getByLabel('مکانیک').check()
    await form.getByLabel('عمومی').check()

    const iso = form.locator('[data-certificate="iso9001"]')
    await iso.getByLabel('این گواهی‌نامه را داریم').check()
    await iso.getByLabel('صادرکننده').fill('TÜV')
    await iso.getByLabel('نوع گواهی‌نامه').fill('مدیریت کیفیت')
    await pickDate(page, iso.getByLabel('تاریخ دریافت'), { year: 1401, month: 3, day: 10 })
    await pickDate(page, iso.getByLabel('تاریخ انقضا'), { year: 1404, month: 3, day: 9 })

    // Rows are added and removed; what stays is what is sent.
    const others = form.getByRole('group', { name: 'سایر گواهی‌نامه‌ها' })
    await others.getByRole('button', { name: 'افزودن گواهی‌نامه' }).click()
    await others.getByRole('button', { name: 'افزودن گواهی‌نامه' }).click()
    await expect(others.locator('[data-row]')).toHaveCount(2)
    await others.getByRole('button', { name: 'حذف گواهی‌نامه ۱' }).click()
    await expect(others.locator('[data-row]')).toHaveCount(1)
    const row = others.locator('[data-row="0"]')
    await row.getByLabel('نام گواهی‌نامه').fill('استاندارد ملی ۳۴۷۹')
    await row.getByLabel('صادرکننده').fill('سازمان ملی استاندارد')
    await row.getByLabel('نوع گواهی‌نامه').fill('پروانهٔ کاربرد علامت')
    await pickDate(page, row.getByLabel('تاریخ دریافت'), { year: 1400, month: 1, day: 15 })
    await pickDate(page, row.getByLabel('تاریخ انقضا'), { year: 1405, month: 1, day: 14 })

    await form.getByLabel('زمینه‌های فعالیت').fill('تولید لوله و پروفیل')
    await pickDate(page, form.getByLabel('تاریخ مجوز'), { year: 1395, month: 6, day: 1 })

    await form.getByLabel('کارت ملی و صفحهٔ اول شناسنامه').setInputFiles([pdf('کارت ملی.pdf'), pdf('شناسنامه.pdf')])
    await form.getByLabel('کاتالوگ محصولات و خدمات').setInputFiles([pdf('catalogue.pdf')])
    await form.getByLabel('روزنامهٔ رسمی').setInputFiles([pdf('gazette.pdf')])
    await form.getByLabel('آگهی تأسیس').setInputFiles([pdf('notice.pdf')])
    await form.getByLabel('اساسنامه').setInputFiles([pdf('articles.pdf')])
    await expect(form.locator('[data-slot="idCard"] li')).toHaveCount(2)

    // Hold the upload for a moment so the progress of both steps can be seen.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    await page.route('**/api/forms/suppliers**', async (route) => {
      await held
      await route.continue()
    })
    await form.getByRole('button', { name: 'ارسال', exact: true }).click()
    await expect(page.getByTestId('zip-progress')).toHaveAttribute('value', '100')
    await expect(page.getByText('در حال فشرده‌سازی پرونده‌ها')).toBeVisible()
    await expect(page.getByTestId('upload-progress')).toBeVisible()
    release()

    await expect(page.getByTestId('submission-success')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'سپاس‌گزاریم؛ فرم شما دریافت شد' })).toBeFocused()
    const reference = (await page.getByTestId('reference').textContent())!.trim()
    expect(reference).toMatch(/^SQ-[2-9A-Z]{4}-[2-9A-Z]{4}$/)

    // Procurement sees every answer, stored normalized, and opens the zip; guests never do.
    const auth = { Authorization: await staffToken(request, procurement) }
    const found = await request.get(`/api/supplier-applications?where[reference][equals]=${reference}&depth=1`, { headers: auth })
    const doc = (await found.json()).docs[0]
    expect(doc).toMatchObject({
      status: 'new',
      locale: 'fa',
      personType: 'legal',
      nationalId: '10380284790',
      registrationDate: '1390-02-01',
      foundingDate: '1388-11-20',
      email: 'sales@sample-pipes.example',
      website: 'https://sample-pipes.example/',
      activityAreas: ['mechanical', 'general'],
      addresses: { headOffice: { postalCode: '1435916471', phone: '02188776655' }, factory: { address: 'ساوه، شهرک صنعتی کاوه', phone: '08642345678' } },
      certificates: { iso9001: { held: true, issuer: 'TÜV', receivedAt: '1401-03-10', expiresAt: '1404-03-09' } },
      otherCertificates: [{ name: 'استاندارد ملی ۳۴۷۹', receivedAt: '1400-01-15', expiresAt: '1405-01-14' }],
      licence: { licenceDate: '1395-06-01' },
    })
    expect(doc.files.map((f: { slot: string; name: string }) => `${f.slot}/${f.name}`)).toEqual([
      'idCard/1-کارت ملی.pdf',
      'idCard/2-شناسنامه.pdf',
      'catalogue/1-catalogue.pdf',
      'gazette/1-gazette.pdf',
      'foundingNotice/1-notice.pdf',
      'articles/1-articles.pdf',
    ])
    const fileUrl = new URL(doc.bundle.url, baseURL).pathname
    expect(fileUrl).toBe(`/api/private-files/file/${reference}.zip`)
    const download = await request.get(fileUrl, { headers: auth })
    expect(download.status()).toBe(200)
    expect((await download.body()).subarray(0, 2).toString()).toBe('PK')
    // Always saved, never opened in the site's window, under its own plain name; cached by nobody.
    expect(download.headers()['content-disposition']).toBe(`attachment; filename="${reference}.zip"; filename*=UTF-8''${reference}.zip`)
    expect(download.headers()['cache-control']).toBe('private, no-store')

    // A visitor with no session: the file's address, the list and GraphQL all refuse.
    const guest = await playwright.request.newContext({ baseURL })
    expect((await guest.get(fileUrl)).status()).toBe(403)
    expect((await guest.get('/api/supplier-applications')).status()).toBe(403)
    expect((await guest.get(`/api/private-files?where[reference][equals]=${reference}`)).status()).toBe(403)
    const gql = await guest.post('/api/graphql', { data: { query: '{ SupplierApplications { docs { reference nationalId } } PrivateFiles { docs { url } } }' } })
    const gqlBody = await gql.json()
    expect(gqlBody.data?.SupplierApplications ?? null).toBeNull()
    expect(gqlBody.data?.PrivateFiles ?? null).toBeNull()
    expect(JSON.stringify(gqlBody)).not.toContain(reference)
    // The file is nowhere in the public folders.
    expect((await guest.get(`/media/${reference}.zip`)).status()).toBe(404)
    expect((await guest.get(`/private-files/${reference}.zip`)).status()).toBe(404)
    expect((await guest.get(`/api/media/file/${reference}.zip`)).status()).toBe(404)
    await guest.dispose()
    const admin = await request.get(fileUrl, { headers: { Authorization: await staffToken(request, demoAdmin) } })
    expect(admin.status()).toBe(200)
    const hr = await request.get(fileUrl, { headers: { Authorization: await staffToken(request, { email: 'hr@example.com', password: 'demo-hr-2026' }) } })
    expect(hr.status()).toBe(403)

    // The draft is gone once the form is sent.
    await page.goto('/questionnaire-of-suppliers')
    await islandsReady(page)
    await expect(page.getByLabel('نام شرکت به فارسی')).toHaveValue('')
  })

  test('a failed send focuses the summary of what is wrong; from there each field is one link away', async ({ page }) => {
    await page.goto('/questionnaire-of-suppliers')
    await islandsReady(page)
    const form = page.getByTestId('supplier-form')
    await form.getByRole('button', { name: 'ارسال', exact: true }).click()
    const summary = page.getByTestId('error-summary')
    await expect(summary).toContainText('نام شرکت به فارسی: این فیلد باید پر شود.')
    await expect(summary).toContainText('کارت ملی و صفحهٔ اول شناسنامه: این مدرک الزامی است.')
    await expect(summary).toBeFocused()
    await expect(summary).toHaveAccessibleName(/فیلد نیاز به اصلاح دارند$/)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(form.getByLabel('نام شرکت به فارسی')).toBeFocused()
    await expect(form.locator('#f-companyNameFa-error')).toHaveText('این فیلد باید پر شود.')

    await form.getByLabel('نام شرکت به فارسی').fill('فولاد نمونه')
    // The summary follows the fixes as they are typed.
    await expect(summary).not.toContainText('نام شرکت به فارسی')
    await form.getByLabel('ایمیل').fill('sales@')
    await form.getByRole('button', { name: 'ارسال', exact: true }).click()
    // A second failed send takes focus back to the summary, which now starts at the next field.
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link').first()).toHaveText('نام تأمین‌کننده')
    await expect(summary).not.toContainText('نام شرکت به فارسی')
    await expect(form.locator('#f-email-error')).toHaveText('ایمیل به درستی وارد نشده است.')
    // The summary's links take the visitor to the field.
    await summary.getByRole('link', { name: 'ایمیل' }).click()
    await expect(form.getByLabel('ایمیل')).toBeFocused()
  })

  test('the server reads the files: an HTML page renamed .pdf is turned away by name', async ({ page }) => {
    await page.goto('/questionnaire-of-suppliers')
    await islandsReady(page)
    const form = page.getByTestId('supplier-form')
    await form.getByLabel('نام شرکت به فارسی').fill('فولاد نمونه')
    await form.getByLabel('نام تأمین‌کننده').fill('علی رضایی')
    await form.getByLabel('شخص حقیقی').check()
    await form.getByLabel('کد ملی').fill('۰۴۹۹۳۷۰۸۹۹')
    await pickDate(page, form.getByLabel('تاریخ تأسیس'), { year: 1399, month: 7, day: 5 })
    await form.getByLabel('زمینهٔ فعالیت').fill('بازرگانی')
    const head = form.getByRole('group', { name: 'دفتر مرکزی' })
    await head.getByLabel('نشانی').fill('اصفهان، خیابان چهارباغ')
    await head.getByLabel('کد پستی').fill('8174673111')
    await head.getByLabel('تلفن').fill('03132221100')
    await form.getByLabel('شمارهٔ تماس').fill('09123456789')
    await form.getByLabel('ایمیل').fill('ali@example.com')
    await form.getByLabel('برق').check()
    await form.getByLabel('کارت ملی و صفحهٔ اول شناسنامه').setInputFiles([fakePdf('scan.pdf')])
    await form.getByRole('button', { name: 'ارسال', exact: true }).click()
    await expect(form.locator('[data-slot="idCard"]')).toContainText('scan.pdf: این پرونده PDF نیست.')
    const summary = page.getByTestId('error-summary')
    await expect(summary).toBeFocused()
    await summary.getByRole('link', { name: 'کارت ملی و صفحهٔ اول شناسنامه' }).click()
    await expect(form.getByLabel('کارت ملی و صفحهٔ اول شناسنامه')).toBeFocused()
    await expect(page.getByTestId('submission-success')).toHaveCount(0)
  })

  test('a reload mid-form brings the answers back (files excepted)', async ({ page }) => {
    await page.goto('/questionnaire-of-suppliers')
    await islandsReady(page)
    const form = page.getByTestId('supplier-form')
    await form.getByLabel('نام شرکت به فارسی').fill('پیش‌نویس فولاد')
    await form.getByLabel('شخص حقوقی (شرکت)').check()
    await form.getByLabel('نام مدیرعامل').fill('سارا محمدی')
    await pickDate(page, form.getByLabel('تاریخ تأسیس'), { year: 1380, month: 12, day: 29 })
    await form.getByLabel('شیمیایی').check()
    await form.getByLabel('کارت ملی و صفحهٔ اول شناسنامه').setInputFiles([pdf('card.pdf')])
    await page.waitForTimeout(700)

    await page.reload()
    await islandsReady(page)
    await expect(page.getByText('پاسخ‌های قبلی شما از این مرورگر بازیابی شد.')).toBeVisible()
    await expect(form.getByLabel('نام شرکت به فارسی')).toHaveValue('پیش‌نویس فولاد')
    await expect(form.getByLabel('شخص حقوقی (شرکت)')).toBeChecked()
    await expect(form.getByLabel('نام مدیرعامل')).toHaveValue('سارا محمدی')
    await expect(form.getByLabel('تاریخ تأسیس')).toHaveValue('۱۳۸۰-۱۲-۲۹')
    await expect(form.getByLabel('شیمیایی')).toBeChecked()
    await expect(form.locator('[data-slot="idCard"] li')).toHaveCount(0)

    await page.getByRole('button', { name: 'شروع از نو' }).click()
    await expect(form.getByLabel('نام شرکت به فارسی')).toHaveValue('')
    await page.waitForTimeout(700)
    await page.reload()
    await islandsReady(page)
    await expect(form.getByLabel('نام شرکت به فارسی')).toHaveValue('')
    await expect(page.getByText('پاسخ‌های قبلی شما از این مرورگر بازیابی شد.')).toHaveCount(0)
  })
})

test.describe('Jalali date picker', () => {
  test('Persian: week from Saturday, popover on a wide window, nothing chosen until Select', async ({ page }) => {
    await page.goto('/questionnaire-of-suppliers')
    await islandsReady(page)
    const field = page.getByLabel('تاریخ تأسیس')
    await expect(field).toHaveAttribute('placeholder', 'تاریخ مورد نظر را انتخاب کنید')
    await expect(field).toHaveAttribute('readonly', '')
    await field.click()
    const picker = page.getByTestId('date-picker')
    await expect(picker).toHaveAttribute('data-mode', 'popover')
    await expect(picker.getByRole('columnheader').first()).toHaveText('شن')
    const years = picker.getByLabel('سال', { exact: true }).locator('option')
    await expect(years).toHaveCount(150)
    await expect(years.first()).toHaveText('۱۳۰۰')
    await expect(years.last()).toHaveText('۱۴۴۹')
    for (const name of ['اکنون', 'انصراف', 'انتخاب', 'ماه بعد', 'ماه قبل']) await expect(picker.getByRole('button', { name, exact: true })).toBeVisible()
    // The site's picker colour on the chosen day.
    await picker.getByRole('gridcell').getByRole('button', { name: /^۱۰ / }).click()
    await page.mouse.move(0, 0)
    await expect(picker.locator('[role=gridcell][aria-selected=true] button')).toHaveCSS('background-color', 'rgb(10, 39, 90)')
    await picker.getByRole('button', { name: 'انصراف' }).click()
    await expect(field).toHaveValue('')
    await field.press('Enter')
    await picker.getByRole('button', { name: 'اکنون' }).click()
    await expect(field).toHaveValue('')
    await picker.getByRole('button', { name: 'انتخاب', exact: true }).click()
    await expect(field).toHaveValue(/^[۰-۹]{4}-[۰-۹]{2}-[۰-۹]{2}$/)
    await expect(field).toBeFocused()
  })

  test('English on a phone: full-screen picker, week from Sunday, English labels', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 })
    await page.goto('/en/questionnaire-of-suppliers')
    await islandsReady(page)
    const field = page.getByLabel('Founding date')
    await expect(field).toHaveAttribute('placeholder', 'please enter date')
    await field.click()
    const picker = page.getByTestId('date-picker')
    await expect(picker).toHaveAttribute('data-mode', 'modal')
    await expect(picker).toHaveAttribute('aria-modal', 'true')
    // English weekday names, not the Persian ones spelled in Latin letters («Yek», «Do»…).
    await expect(picker.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    for (const name of ['Now', 'Cancel', 'Select', 'Next month', 'Previous month']) await expect(picker.getByRole('button', { name, exact: true })).toBeVisible()
    await picker.getByLabel('Year', { exact: true }).selectOption('1402')
    await picker.getByLabel('Month', { exact: true }).selectOption({ label: 'Mehr' })
    await picker.getByRole('button', { name: 'Next month' }).click()
    await expect(picker.getByLabel('Month', { exact: true })).toHaveValue('8')
    await picker.getByRole('gridcell').getByRole('button', { name: '5 Aban 1402', exact: true }).click()
    await expect(field).toHaveValue('')
    await picker.getByRole('button', { name: 'Select', exact: true }).click()
    await expect(field).toHaveValue('1402-08-05')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(picker).toHaveCount(0)
    await expect(field).toHaveValue('1402-08-05')
  })

  test('keyboard alone: into the days and out to the buttons, arrows the right way in Persian, Escape back to the field', async ({ page }) => {
    await page.goto('/questionnaire-of-suppliers')
    await islandsReady(page)
    const field = page.getByLabel('تاریخ تأسیس')
    await field.focus()
    await page.keyboard.press('Enter')
    const picker = page.getByTestId('date-picker')
    // The days are a grid named by its month; focus starts on today, named by its full Jalali date.
    await expect(picker.getByRole('grid')).toHaveAccessibleName(/^[آ-ی]+ [۰-۹]{4}$/)
    const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null)
    const parts = (day: string | null) => {
      const [year, month, d] = (day ?? '').split('-').map(Number)
      return { year: year!, month: month!, day: d! }
    }
    const today = parts(await focusedDay())
    const todayButton = page.locator(':focus')
    await expect(todayButton).toHaveAttribute('aria-current', 'date')
    await expect(todayButton).toHaveAccessibleName(/^[۰-۹]+ [آ-ی]+ [۰-۹]{4}$/)
    const axe = await new AxeBuilder({ page }).include('[data-testid=date-picker]').analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])

    // Right to left: the left arrow goes to the next day, the right arrow back.
    await page.keyboard.press('ArrowLeft')
    expect(await focusedDay()).toBe(formatJalaliParts(addDays(today, 1)))
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    expect(await focusedDay()).toBe(formatJalaliParts(addDays(today, -1)))
    await page.keyboard.press('ArrowDown')
    expect(await focusedDay()).toBe(formatJalaliParts(addDays(today, 6)))
    await page.keyboard.press('PageDown')
    const nextMonth = addMonths(addDays(today, 6), 1)
    expect(await focusedDay()).toBe(formatJalaliParts(nextMonth))
    await expect(picker.getByLabel('ماه', { exact: true })).toHaveValue(String(nextMonth.month))
    await page.keyboard.press('Home')
    expect(await focusedDay()).toBe(formatJalaliParts(weekStartOf(nextMonth, 0)))
    await page.keyboard.press('End')
    const chosen = weekEndOf(nextMonth, 0)
    expect(await focusedDay()).toBe(formatJalaliParts(chosen))
    await page.keyboard.press('Enter')
    await expect(picker.locator('[role=gridcell][aria-selected=true] button')).toHaveAttribute('data-day', formatJalaliParts(chosen))
    await expect(field).toHaveValue('')

    // Tab leaves the days for Now, Cancel and Select, goes round the dialog, and Shift+Tab comes back.
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label'))
    await page.keyboard.press('Tab')
    expect(await focusedName()).toBe('اکنون')
    await page.keyboard.press('Tab')
    expect(await focusedName()).toBe('انصراف')
    await page.keyboard.press('Tab')
    expect(await focusedName()).toBe('انتخاب')
    await page.keyboard.press('Tab')
    expect(await focusedName()).toBe('ماه قبل')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await focusedDay()).toBe(formatJalaliParts(chosen))
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(picker).toHaveCount(0)
    await expect(field).toHaveValue(digitsEnToFa(formatJalaliParts(chosen)))
    await expect(field).toBeFocused()

    // Escape closes without changing anything, and the field has focus again.
    await page.keyboard.press('Enter')
    await expect(picker).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(picker).toHaveCount(0)
    await expect(field).toHaveValue(digitsEnToFa(formatJalaliParts(chosen)))
    await expect(field).toBeFocused()
  })
})
