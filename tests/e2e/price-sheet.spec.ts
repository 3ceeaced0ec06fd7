import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { readFile } from 'node:fs/promises'
import { demoStaff } from '../../cms/seed/staff'

const sales = demoStaff.find((s) => s.email.startsWith('sales@'))!
const editor = demoStaff.find((s) => s.email.startsWith('editor@'))!

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('ایمیل').fill(who.email)
  await page.getByLabel('رمز عبور').fill(who.password)
  await page.getByRole('button', { name: 'ورود' }).click()
  await page.waitForURL(/\/admin$/)
}

/** The downloaded sheet with one product's price cell set to `value`; returns the file and that product. */
async function edit(path: string, value: ExcelJS.CellValue) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await readFile(path)) as unknown as ExcelJS.Buffer)
  const row = workbook.worksheets[0]!.getRow(2)
  const product = { id: row.getCell(1).value as number, title: String(row.getCell(2).value), price: row.getCell(5).value as number }
  row.getCell(5).value = value
  return { file: Buffer.from(await workbook.xlsx.writeBuffer()), product }
}

const upload = (page: Page, buffer: Buffer) =>
  page.getByLabel('فایل ویرایش‌شده').setInputFiles({ name: 'prices.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer })

test.describe('the bulk price update in the admin', () => {
  test('sales download the prices, see a refused row, then preview and apply a change that the board shows', async ({ page, request }) => {
    await logIn(page, sales)
    // Offered in the navigation (a drawer that may be closed at this width): follow its address.
    const link = page.getByRole('link', { name: 'به‌روزرسانی گروهی قیمت‌ها', includeHidden: true })
    await expect(link).toHaveAttribute('href', '/admin/price-sheet')
    await page.goto('/admin/price-sheet')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('به‌روزرسانی گروهی قیمت‌ها')

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'دریافت فهرست قیمت (XLSX)' }).click()])
    expect(download.suggestedFilename()).toMatch(/^prices-\d{4}-\d\d-\d\d\.xlsx$/)
    const path = await download.path()

    // Text in a price cell: refused with its row, and nothing may be applied.
    const wrong = await edit(path, 'تماس بگیرید')
    await upload(page, wrong.file)
    await page.getByRole('button', { name: 'پیش‌نمایش تغییرها' }).click()
    const refused = page.getByRole('region', { name: 'ردیف‌های ردشده' })
    await expect(refused.getByRole('row').nth(1)).toContainText('۲')
    await expect(refused).toContainText('قیمت باید عدد صحیح مثبت به تومان باشد: «تماس بگیرید»')
    await expect(page.getByRole('button', { name: 'اعمال همه تغییرها' })).toBeDisabled()

    // A 2 % rise: previewed old → new with its percent, then applied.
    const { product } = wrong
    const raised = Math.round((product.price * 1.02) / 1000) * 1000
    const right = await edit(path, raised)
    await upload(page, right.file)
    await page.getByRole('button', { name: 'پیش‌نمایش تغییرها' }).click()
    const changes = page.getByRole('region', { name: 'تغییرها' })
    const line = changes.getByRole('row').nth(1)
    await expect(line).toContainText(product.title)
    await expect(line).toContainText(product.price.toLocaleString('fa-IR'))
    await expect(line).toContainText(raised.toLocaleString('fa-IR'))
    await expect(line).toContainText('+')
    await page.getByRole('button', { name: 'اعمال همه تغییرها' }).click()
    await expect(page.getByTestId('price-sheet-status')).toContainText('۱ قیمت به‌روز شد')

    // The storefront shows the new price at once: the import expired the cached board.
    const board = await request.get('/en/prices')
    expect(await board.text()).toContain(`data-price="${raised}"`)

    // Put the price back for the other tests.
    const login = await request.post('/api/users/login', { data: { email: demoStaff[0].email, password: demoStaff[0].password } })
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    expect((await request.patch(`/api/products/${product.id}`, { data: { price: product.price }, headers })).ok()).toBe(true)
  })

  test('is not offered to an editor, and its address says why', async ({ page }) => {
    await logIn(page, editor)
    await expect(page.getByRole('link', { name: 'به‌روزرسانی گروهی قیمت‌ها', includeHidden: true })).toHaveCount(0)
    await page.goto('/admin/price-sheet')
    await expect(page.getByText('فقط کارشناسان فروش و مدیران می‌توانند قیمت‌ها را گروهی تغییر دهند.')).toBeVisible()
    await expect(page.getByLabel('فایل ویرایش‌شده')).toHaveCount(0)
  })
})
