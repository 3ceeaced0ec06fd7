import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page, type Response } from '@playwright/test'
import { clickPrefetched, firstLoadScripts, formAnswers, islandsReady, trackPrefetches } from './fixtures'

test.describe('what a phone fetches first', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a listing fetches its first card picture at once and first; the rest wait until scrolled near', async ({ page }) => {
    await page.goto('/search/round-tubes')
    const pictures = page.getByTestId('product-card').locator('img')
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(pictures.first()).not.toHaveAttribute('loading', 'lazy')
    await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy')
    expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(1)
  })

  test("the blog fetches its first post's picture at once and first; the rest wait until scrolled near", async ({ page }) => {
    for (const path of ['/blog', '/ar/blog']) {
      await page.goto(path)
      const pictures = page.getByTestId('post-card').locator('img')
      await expect(pictures.first(), path).toHaveAttribute('fetchpriority', 'high')
      await expect(pictures.first(), path).not.toHaveAttribute('loading', 'lazy')
      await expect(pictures.nth(1), path).toHaveAttribute('loading', 'lazy')
      const preloads = page.locator('link[rel="preload"][as="image"]')
      await expect(preloads, path).toHaveCount(1)
      await expect(preloads, path).toHaveAttribute('fetchpriority', 'high')
    }
  })

  test("a product page fetches its main picture first, announced in the page's head", async ({ page }) => {
    await page.goto('/pr/seamless-pipes/28')
    const main = page.getByRole('img', { name: /۱\/۲/ }).first()
    await expect(main).toHaveAttribute('fetchpriority', 'high')
    await expect(main).not.toHaveAttribute('loading', 'lazy')
    const preloads = page.locator('link[rel="preload"][as="image"]')
    await expect(preloads).toHaveCount(1)
    await expect(preloads).toHaveAttribute('fetchpriority', 'high')
  })

  test('pictures the server draws come as plain pictures in the page, not as components the phone must start', async ({ page, request }) => {
    for (const path of ['/', '/en/search/round-tubes', '/ar/pr/seamless-pipes/28', '/blog', '/ar/blog/9', '/en/gallery', '/en/about']) {
      // next/image's <Image> is a client component: drawn by the server, each one is named in the
      // page's flight data as a component to hydrate, and its <img> carries data-nimg.
      const html = await (await request.get(path)).text()
      expect(html.match(/:I\[\d+,\[[^\]]*\],\\"Image\\"/g) ?? [], path).toEqual([])
      await page.goto(path)
      const pictures = page.locator('main img')
      expect(await pictures.count(), path).toBeGreaterThan(0)
      await expect(page.locator('main img[data-nimg]'), path).toHaveCount(0)
      // Still next/image's optimised sources, one for each width.
      for (const srcset of await pictures.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('srcset')))) {
        expect(srcset, path).toMatch(/^\/_next\/image\?url=\S+ \d+w, /)
      }
    }
  })

  test("the framework's scripts come marked to be compiled as they download, the page's own as built", async ({ context }) => {
    // The scripts the build starts Next with on every page (React DOM, the router, the bundler's runtime).
    const framework: string[] = JSON.parse(readFileSync(path.join('.next', 'build-manifest.json'), 'utf8')).rootMainFiles.map((f: string) => `/_next/${f}`)
    expect(framework.length).toBeGreaterThan(3)
    // A Persian page without prefix and an English product page. Each has a page of its own that
    // stays open, so a script one loads late is read from that page, never from a page navigated away.
    const addresses = [
      { address: '/', menu: 'منو', nav: 'منوی اصلی', blog: 'وبلاگ', blogAt: /\/blog$/ },
      { address: '/en/pr/seamless-pipes/28', menu: 'Menu', nav: 'Main navigation', blog: 'Blog', blogAt: /\/en\/blog$/ },
    ]
    for (const { address, menu, nav, blog, blogAt } of addresses) {
      const page = await context.newPage()
      const scripts: Response[] = []
      page.on('response', (r) => {
        const url = new URL(r.url())
        if (url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')) scripts.push(r)
      })
      await page.goto(address)
      await islandsReady(page)
      const firstLines = new Map<string, string>()
      for (const r of scripts) firstLines.set(new URL(r.url()).pathname, (await r.text()).split('\n', 1)[0] ?? '')
      for (const file of framework) expect(firstLines.get(file), `${address} ${file}`).toBe('//# allFunctionsCalledOnLoad')
      const own = [...firstLines].filter(([file]) => !framework.includes(file))
      expect(own.length, address).toBeGreaterThan(0)
      for (const [file, line] of own) expect(line, `${address} ${file}`).not.toContain('allFunctionsCalledOnLoad')
      // And the page answers: the phone's menu opens and leads on.
      await page.getByRole('button', { name: menu, exact: true }).click()
      await page.getByRole('navigation', { name: nav }).getByRole('link', { name: blog, exact: true }).click()
      await expect(page).toHaveURL(blogAt)
    }
  })

  test('requests nobody waits for start after the page has loaded', async ({ page }) => {
    const asked: { url: string; at: number }[] = []
    page.on('request', (r) => {
      if (/\/api\/(catalog\/views|catalog\/likes|build\?)/.test(r.url())) asked.push({ url: r.url(), at: Date.now() })
    })
    const listing = await page.goto('/search').then(() => page.locator('a[href^="/pr/"]').first().getAttribute('href'))
    await page.goto(listing!, { waitUntil: 'commit' })
    // From here on the listing is gone: a late request of its own (its version check, on a busy
    // machine) can no longer be counted against the product page.
    asked.length = 0
    await page.waitForLoadState('load')
    const loadedAt = Date.now()
    await expect.poll(() => asked.map((a) => new URL(a.url).pathname).sort()).toEqual(expect.arrayContaining(['/api/catalog/views', expect.stringMatching(/^\/api\/catalog\/likes\/\d+$/)]))
    for (const a of asked) expect(a.at, a.url).toBeGreaterThanOrEqual(loadedAt - 5)
  })

  test("the site's icon is a picture, not an SVG document for the page's main thread to build", async ({ page, request }) => {
    // Chromium asks for a page's icon on every first visit and builds an SVG icon as a whole
    // document on the page's main thread (5 to 50 ms here, four times that on a phone).
    for (const path of ['/', '/en/search/round-tubes', '/ar/blog/9']) {
      await page.goto(path)
      const icons = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) =>
        links.map((l) => ({ rel: l.getAttribute('rel'), href: (l as HTMLLinkElement).href, type: l.getAttribute('type'), sizes: l.getAttribute('sizes') })),
      )
      expect(icons.map((i) => i.rel).sort(), path).toEqual(['apple-touch-icon', 'icon'])
      for (const icon of icons) {
        expect(icon.type, `${path} ${icon.rel}`).toBe('image/png')
        const answer = await request.get(icon.href)
        expect(answer.headers()['content-type'], icon.href).toBe('image/png')
        // A PNG's width and height are the first two words of its header chunk.
        const png = await answer.body()
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.href).toBe(icon.sizes)
      }
    }
    expect((await request.get('/icon.svg')).ok()).toBe(false)
  })

  test("the contact map is drawn in steps a tap can come between: its frame, then the tiles, then the markers", async ({ page }) => {
    // What the map holds each time the page's own work pauses (a mutation observer is told at the
    // end of a task): drawn in one go, the first record would already hold tiles and markers.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { mapSteps: string[] }).mapSteps = seen
      new MutationObserver(() => {
        const map = document.querySelector('[data-testid="branch-map"] .leaflet-container')
        if (!map) return
        const step = `frame${map.querySelector('.leaflet-tile') ? '+tiles' : ''}${map.querySelector('.leaflet-marker-icon') ? '+markers' : ''}`
        if (seen.at(-1) !== step) seen.push(step)
      }).observe(document, { childList: true, subtree: true })
    })
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
    for (const [path, use] of [['/contact', 'جابه‌جایی و بزرگ‌نمایی نقشه'], ['/en/contact', 'Move and zoom the map']] as const) {
      await page.goto(path)
      await page.getByTestId('branch-map').getByRole('button', { name: use }).click()
      // The map's code comes when asked for: on a busy machine, longer than an expectation's usual 5 s.
      await expect(page.getByTestId('branch-map').locator('.leaflet-marker-icon').first()).toBeVisible({ timeout: 20_000 })
      expect(await page.evaluate(() => (window as unknown as { mapSteps: string[] }).mapSteps), path).toEqual(['frame', 'frame+tiles', 'frame+tiles+markers'])
    }
  })

  test('a page preloads only the font its language is written in, the very file its styles use', async ({ page }) => {
    for (const [path, subset] of [['/', 'rtl'], ['/ar/search/round-tubes', 'rtl'], ['/en', 'latin']] as const) {
      const fonts = new Set<string>()
      page.on('request', (r) => r.resourceType() === 'font' && fonts.add(new URL(r.url()).pathname))
      await page.goto(path)
      const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
      expect(preloads, path).toHaveLength(1)
      expect(preloads[0], path).toContain(`vazirmatn_${subset}`)
      await page.waitForLoadState('load')
      // The preload is used, not fetched a second time under another name.
      expect([...fonts].filter((f) => f.includes(`vazirmatn_${subset}`)), path).toEqual(preloads)
      page.removeAllListeners('request')
    }
  })

  test('an English page fetches only the Latin font file, a Persian or Arabic page only the right-to-left one', async ({ browser }) => {
    // A fresh browser each time: a file already in the memory cache is taken by every face that
    // names it, whether or not the page draws a character of its range.
    const fetched = async (path: string) => {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const fonts = new Set<string>()
      page.on('request', (r) => r.resourceType() === 'font' && fonts.add(new URL(r.url()).pathname.replace(/^.*\/(vazirmatn_[a-z]+).*$/, '$1')))
      await page.goto(path)
      await page.waitForLoadState('load')
      await page.evaluate(() => document.fonts.ready)
      await context.close()
      return [...fonts].sort()
    }
    // On a phone the switcher shows FA, EN and AR: an English home page holds no Arabic-script letter.
    expect(await fetched('/en')).toEqual(['vazirmatn_latin'])
    expect(await fetched('/en/about')).toEqual(['vazirmatn_latin'])
    // A Persian or Arabic page draws its words, its Latin letters and signs (the board's Ø, the
    // filters' spaces) from one file; the contact page its map's credit too, an English name.
    for (const path of ['/', '/pr/seamless-pipes/28', '/prices', '/ar/prices', '/ar', '/ar/blog', '/questionnaire-of-suppliers', '/contact', '/ar/contact']) {
      expect(await fetched(path), path).toEqual(['vazirmatn_rtl'])
    }
  })

  test("a Persian page laid out while its download pauses inside the language switcher still fetches only the right-to-left file", async ({ browser, request }) => {
    // The browser lays out what it has read whenever the page's bytes pause. Cut just after the
    // switcher's short code "EN", the English link holds that code and not yet its English name:
    // this is the page as drawn at that moment, held still.
    const html = await (await request.get('/')).text()
    const code = '>EN</span>'
    const cut = html.indexOf(code)
    expect(cut).toBeGreaterThan(0)
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.route((url) => url.pathname === '/', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html.slice(0, cut + code.length) }))
    const fonts = new Set<string>()
    page.on('request', (r) => r.resourceType() === 'font' && fonts.add(new URL(r.url()).pathname.replace(/^.*\/(vazirmatn_[a-z]+).*$/, '$1')))
    await page.goto('/')
    await expect(page.locator('a[data-locale="en"]')).toHaveText('EN')
    await page.evaluate(() => document.fonts.ready)
    await context.close()
    expect([...fonts]).toEqual(['vazirmatn_rtl'])
  })
})

test.describe("what lies below a phone's first screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  /** Whether the browser has drawn the element: false while a render-when-near block around it is skipped. */
  const drawn = (locator: Locator) => locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))

  test('is laid out and drawn only when scrolled near, then shows in full; paper gets all of it', async ({ page }) => {
    const cases: [string, (p: Page) => Locator, (p: Page) => Locator][] = [
      ['/pr/seamless-pipes/28', (p) => p.getByRole('heading', { level: 1 }), (p) => p.locator('#comments')],
      ['/pr/seamless-pipes/28', (p) => p.getByRole('heading', { level: 1 }), (p) => p.getByTestId('similar').getByTestId('product-card').first().locator('h3')],
      ['/search/round-tubes', (p) => p.getByTestId('product-card').first().locator('h3'), (p) => p.getByTestId('product-card').nth(6).locator('h3')],
      ['/ar', (p) => p.getByTestId('home-hero').getByRole('heading', { level: 1 }), (p) => p.getByTestId('home-branches').getByRole('heading', { level: 2 })],
      ['/en/blog', (p) => p.getByRole('heading', { level: 1 }), (p) => p.locator('#footer-offices')],
      ['/prices', (p) => p.getByRole('heading', { level: 1 }), (p) => p.getByTestId('board-row').last().locator('th')],
    ]
    for (const [path, top, below] of cases) {
      await page.goto(path)
      await islandsReady(page)
      expect(await drawn(top(page)), `${path}: the first screen`).toBe(true)
      expect(await drawn(below(page)), `${path}: below it`).toBe(false)
      // Skipped, not removed: still in the page.
      await expect(below(page)).toBeAttached()
      await below(page).scrollIntoViewIfNeeded()
      await expect.poll(() => drawn(below(page)), `${path}: scrolled near`).toBe(true)
      await expect(below(page)).toBeInViewport()
    }
    // A home section scrolled to is revealed as before.
    await page.goto('/')
    await islandsReady(page)
    const branches = page.getByTestId('home-branches').locator('[data-reveal]').first()
    await branches.scrollIntoViewIfNeeded()
    await expect(branches).toHaveClass(/is-revealed/)
    await expect(branches).toHaveCSS('opacity', '1')
    // Printed, every block is drawn without being scrolled to.
    await page.goto('/pr/seamless-pipes/28')
    await page.emulateMedia({ media: 'print' })
    expect(await drawn(page.locator('#comments'))).toBe(true)
    expect(await drawn(page.getByTestId('similar').getByTestId('product-card').first().locator('h3'))).toBe(true)
  })
})

test.describe('fonts on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("the switcher's language names are drawn in Vazirmatn on a page of another script", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    // The fonts Chromium really drew a node's glyphs with, not the stack its styles ask for.
    const drawnWith = async (selector: string) => {
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      return fonts.map((f) => f.familyName)
    }
    for (const [path, names] of [['/en', ['fa', 'ar']], ['/', ['en']]] as const) {
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      await cdp.send('DOM.enable')
      await cdp.send('CSS.enable')
      for (const lang of names) {
        await expect(page.locator(`header span[lang="${lang}"]`).first()).toBeVisible()
        expect(await drawnWith(`header span[lang="${lang}"]`), `${path} ${lang}`).toEqual(['Vazirmatn'])
      }
      expect(await drawnWith('main h1'), path).toEqual(['Vazirmatn'])
    }
  })
})

test.describe('forms whose code comes after the first load', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  const forms = [
    ['/employment', 'employment-form', 90],
    ['/en/questionnaire-of-suppliers', 'supplier-form', 40],
    ['/ar/contact', 'consultation-form', 4],
  ] as const

  test('are in the page as the server sends it, in their place above the footer: shown even without JavaScript', async ({ browser }) => {
    // Sent as a Suspense boundary, a form this large came after the footer, hidden, for a script
    // to move into place: without JavaScript no field showed at all.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
    const page = await context.newPage()
    for (const [path, testId, fields] of forms) {
      await page.goto(path)
      const form = page.locator('main').getByTestId(testId)
      await expect(form, path).toBeVisible()
      expect(await form.locator('input:visible, textarea:visible, select:visible').count(), path).toBeGreaterThanOrEqual(fields)
      const formBottom = await form.evaluate((f) => f.getBoundingClientRect().bottom + scrollY)
      const footerTop = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().top + scrollY)
      expect(formBottom, path).toBeLessThanOrEqual(footerTop)
    }
    await context.close()
  })

  test("ask for their code as the page wakes and answer in the very form the server drew; the map's code only once the visitor reaches for the map", async ({ page, request }) => {
    // The form's part of the page is hydrated last, at idle priority: its code used to be asked for
    // only then, behind the map's, and on a slow phone the form answered seconds after the page.
    // Leaflet's start was the page's longest task after it: the map is drawn by the server, and made
    // live only when the visitor takes it in hand.
    const firstLoad = await firstLoadScripts(request, '/en/contact')
    const kindOf = (body: string) => (body.includes('consultation-form') ? 'form' : body.includes('leaflet-container') ? 'map' : 'other')
    const kinds = new Map<string, string>()
    await page.route('**/_next/static/**/*.js', async (route) => {
      const path = new URL(route.request().url()).pathname
      if (firstLoad.has(path)) return route.continue()
      const response = await route.fetch()
      const body = await response.text()
      kinds.set(path, kindOf(body))
      await route.fulfill({ response, body })
    })
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort())
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()))
    await page.goto('/en/contact', { waitUntil: 'commit' })
    const form = page.getByTestId('consultation-form')
    const drawn = await form.elementHandle()
    await formAnswers(form)
    // Hydrated in place: the server's form answers, it is not drawn again.
    expect(await drawn!.evaluate((f) => f.isConnected)).toBe(true)
    expect([...kinds.values()]).toContain('form')
    // The whole page awake and every request it makes by itself answered: still no map code, and the
    // server's map shows every branch.
    await islandsReady(page)
    await page.waitForLoadState('networkidle')
    expect([...kinds.values()]).not.toContain('map')
    const map = page.getByTestId('branch-map')
    await expect(map.locator('.branch-marker')).toHaveCount(3)
    await map.getByRole('button', { name: 'Move and zoom the map' }).click()
    await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 20_000 })
    expect([...kinds.values()]).toContain('map')
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect(form.getByText('Filling all fields is mandatory.')).toBeVisible()
    expect(errors).toEqual([])
  })

  for (const [home, link, send, lastName] of [
    ['/', 'استخدام', 'ارسال', 'نام خانوادگی'],
    ['/en', 'Employment', 'Send', 'Last name'],
  ] as const) {
    test(`come alive on a visit from another page of the shop, as on a first visit (${home})`, async ({ page }) => {
      const prefetches = trackPrefetches(page)
      await page.goto(home)
      await islandsReady(page)
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
      await clickPrefetched(prefetches, page.locator('footer').getByRole('link', { name: link, exact: true }))
      const form = page.getByTestId('employment-form')
      await expect(form).toBeVisible()
      await formAnswers(form)
      // Moved within the page, not loaded again.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
      await form.locator('input[name="firstName"]').fill(home === '/' ? 'سارا' : 'Sara')
      await form.getByRole('button', { name: send, exact: true }).click()
      const summary = page.getByTestId('error-summary')
      // The filled first name is no longer asked for: the summary starts at the field after it.
      await expect(summary.getByRole('link').first()).toHaveText(lastName)
      await expect(summary).toBeFocused()
    })
  }
})
