import { expect, test } from '@playwright/test'
import { islandsReady } from './fixtures'

/** What a screen reader is given, read from the browser's accessibility tree. */
test.describe('the accessibility tree', () => {
  test('the date picker: a dialog with a grid named by its month, whole day names, each day by its full Jalali date, the chosen one selected', async ({ page }) => {
    await page.goto('/questionnaire-of-suppliers')
    await islandsReady(page)
    await page.getByLabel('تاریخ تأسیس').focus()
    await page.keyboard.press('Enter')
    const picker = page.getByTestId('date-picker')
    await picker.getByLabel('سال', { exact: true }).selectOption('1405')
    await picker.getByLabel('ماه', { exact: true }).selectOption('9')
    await picker.getByRole('button', { name: '۱۵ آذر ۱۴۰۵' }).press('Enter')
    await expect(picker).toMatchAriaSnapshot(`
      - dialog "انتخاب تاریخ":
        - button "ماه قبل"
        - combobox "سال"
        - combobox "ماه"
        - button "ماه بعد"
        - grid "آذر ۱۴۰۵":
          - rowgroup:
            - row:
              - columnheader "شنبه"
              - columnheader "یکشنبه"
              - columnheader "جمعه"
          - rowgroup:
            - row:
              - gridcell "۱ آذر ۱۴۰۵":
                - button "۱ آذر ۱۴۰۵"
            - row:
              - gridcell "۱۴ آذر ۱۴۰۵"
              - gridcell "۱۵ آذر ۱۴۰۵" [selected]
              - gridcell "۱۶ آذر ۱۴۰۵"
            - row:
              - gridcell "۳۰ آذر ۱۴۰۵"
        - button "اکنون"
        - button "انصراف"
        - button "انتخاب"
    `)
    // Only the chosen day is selected.
    await expect(picker.locator('[role=gridcell][aria-selected=true]')).toHaveCount(1)
  })

  test('notifications: said through standing live regions, warnings at once and the rest politely, in the page’s language', async ({ page, context }) => {
    for (const [path, offline, online] of [
      ['/en', 'Warning. You are offline. Changes will not be sent until the connection is back.', 'Notification. You are back online.'],
      ['/', 'هشدار. اتصال اینترنت شما قطع است. تا برقراری دوباره اتصال، چیزی ارسال نمی‌شود.', 'اعلان. اتصال دوباره برقرار شد.'],
    ] as const) {
      await page.goto(path)
      await islandsReady(page)
      // The regions are on the page, empty, before anything is said: only then is a change heard.
      await expect(page.getByTestId('announce-urgent')).toMatchAriaSnapshot('- alert')
      await expect(page.getByTestId('announce-polite')).toMatchAriaSnapshot('- status')
      await expect(page.locator('.notifications')).toBeAttached()
      await context.setOffline(true)
      await page.evaluate(() => window.dispatchEvent(new Event('offline')))
      await expect(page.getByTestId('announce-urgent')).toMatchAriaSnapshot(`- alert: "${offline}"`)
      // The card on screen is not a second region (it would be read twice).
      const card = page.getByTestId('notification')
      await expect(card).toBeVisible()
      expect(await card.evaluate((el) => [el, ...el.querySelectorAll('*')].filter((x) => x.matches('[role=alert],[role=status],[aria-live]')).length)).toBe(0)
      await context.setOffline(false)
      await page.evaluate(() => window.dispatchEvent(new Event('online')))
      await expect(page.getByTestId('announce-polite')).toMatchAriaSnapshot(`- status: "${online}"`)
      await expect(page.getByTestId('announce-urgent')).toMatchAriaSnapshot('- alert')
    }
  })
})
