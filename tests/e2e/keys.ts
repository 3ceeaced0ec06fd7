import { expect, type Page } from '@playwright/test'
import { islandsReady } from './fixtures'

/** What has focus, as a keyboard test reads it. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null
    return {
      testId: el?.getAttribute('data-testid') ?? null,
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      /** The text of the field's own label, for inputs. */
      labelText: el?.labels?.[0]?.textContent?.replace('*', '').trim() ?? '',
      href: el?.getAttribute('href') ?? null,
      name: el?.getAttribute('name') ?? null,
      id: el?.id ?? null,
      card: !!el?.closest('[data-testid="product-card"]'),
      inMain: !!el?.closest('main'),
    }
  })
export type Focused = Awaited<ReturnType<typeof focused>>

/** A page the client router may be asked for at once: settled and with its links prefetched. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await islandsReady(page)
}

/**
 * A visitor with a keyboard and nothing else: every step is a key press, counted so a journey can
 * say how long it took and how many keys it cost.
 */
export function keyboardUser(page: Page) {
  const count = { tabs: 0, keys: 0, started: Date.now() }
  // Playwright takes the browser's file dialog over only once something listens for it, and turning
  // that on races the key that opens the dialog: a dialog opened first is the real one, cancelled at
  // once in a headless browser (seen in about 1 of 10 runs). Listening from the start closes the race.
  page.on('filechooser', () => {})

  const press = async (key: string) => {
    count.keys += 1
    await page.keyboard.press(key)
  }

  /** Presses Tab (or Shift+Tab) until `done` says so, as a keyboard user moves through a page. */
  const tabUntil = async (done: (f: Focused) => boolean, max = 300, key = 'Tab') => {
    for (let i = 0; i < max; i++) {
      count.tabs += 1
      await page.keyboard.press(key)
      if (done(await focused(page))) return
    }
    throw new Error(`never reached by ${key}: ${JSON.stringify(await focused(page))}`)
  }

  return {
    count,
    press,
    tabUntil,
    /** Tabs to the field named `name` and types into it. */
    async typeInto(name: string, text: string) {
      await tabUntil((f) => f.name === name)
      await page.keyboard.type(text)
    },
    /** Tabs into a radio group and picks its `nth` answer (0 is the first) with Space and the arrows. */
    async choose(name: string, nth: number) {
      await tabUntil((f) => f.name === name)
      await press('Space')
      for (let i = 0; i < nth; i++) await press('ArrowDown')
    },
    /** Tabs to the checkbox with this label and ticks it. */
    async tick(label: string) {
      await tabUntil((f) => f.labelText === label)
      await press('Space')
    },
    /**
     * Tabs to a date field, opens its calendar with Enter, moves from today by whole months (Page
     * Up/Down, with Shift a year), chooses the day and confirms with the dialog's last button.
     */
    async date(name: string, months: number) {
      await tabUntil((f) => f.name === name)
      await press('Enter')
      await expect(page.getByTestId('date-picker')).toBeVisible()
      const back = months < 0
      for (let i = 0; i < Math.floor(Math.abs(months) / 12); i++) await press(back ? 'Shift+PageUp' : 'Shift+PageDown')
      for (let i = 0; i < Math.abs(months) % 12; i++) await press(back ? 'PageUp' : 'PageDown')
      await press('Enter')
      // From the days, Tab goes to Now, Cancel and then Select.
      await tabUntil((f) => f.testId === 'picker-select', 3)
      await press('Enter')
      await expect(page.getByTestId('date-picker')).toHaveCount(0)
      expect((await focused(page)).name).toBe(name)
    },
    /** Tabs to a file input and opens the browser's file chooser with Space, then picks the files. */
    async attach(id: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
      await tabUntil((f) => f.id === id)
      const chooser = page.waitForEvent('filechooser', { timeout: 15_000 })
      await press('Space')
      await (await chooser).setFiles(files)
    },
    /** "12.3 s, 187 Tab presses, 20 other keys", for the journey's note. */
    summary: () => `${((Date.now() - count.started) / 1000).toFixed(1)} s, ${count.tabs} Tab presses, ${count.keys} other keys, besides typing`,
  }
}
