import { expect, type Locator, type Page } from '@playwright/test'
import { digitsEnToFa } from '@persian-tools/persian-tools'

/** Small real files for the file inputs. */
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n% ${name}\n${'x'.repeat(20_000)}\ntrailer <</Root 1 0 R>>\n%%EOF\n`) })
export const fakePdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><html><body>not a pdf</body></html>') })

const picker = (page: Page) => page.getByTestId('date-picker')

/** Chooses a Jalali date through the calendar the way a visitor does, labels in Persian. */
export async function pickDate(page: Page, field: Locator, { year, month, day }: { year: number; month: number; day: number }) {
  await field.click()
  const p = picker(page)
  await expect(p).toBeVisible()
  await p.getByLabel('سال', { exact: true }).selectOption(String(year))
  await p.getByLabel('ماه', { exact: true }).selectOption(String(month))
  await p.getByRole('gridcell').getByRole('button', { name: new RegExp(`^${digitsEnToFa(String(day))} `) }).click()
  await p.getByRole('button', { name: 'انتخاب', exact: true }).click()
  await expect(p).toHaveCount(0)
}
