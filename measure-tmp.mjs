import { chromium } from 'playwright'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const blocks = (p) => p.evaluate(() => [...document.querySelectorAll('.render-when-near')].map((e, i) => ({ i, name: (e.tagName + '#' + (e.id || e.getAttribute('aria-labelledby') || e.dataset.testid || '')), drawn: e.checkVisibility({ contentVisibilityAuto: true }) && [...e.children].some(c => c.checkVisibility({ contentVisibilityAuto: true })), h: Math.round(e.getBoundingClientRect().height) })))
const paths = process.argv.slice(2)
for (const [w, vh] of [[390, 844], [768, 1024], [1024, 500], [1280, 800]]) {
  for (const path of paths) {
    const p = await b.newPage({ viewport: { width: w, height: vh } })
    await p.goto('http://127.0.0.1:3100' + path)
    await p.evaluate(() => document.fonts.ready)
    const g = await blocks(p)
    const h0 = await p.evaluate(() => document.documentElement.scrollHeight)
    const real = new Map()
    for (let y = 0; y < await p.evaluate(() => document.documentElement.scrollHeight); y += vh) {
      await p.evaluate((t) => scrollTo(0, t), y); await p.evaluate(() => new Promise(requestAnimationFrame)); await p.evaluate(() => new Promise(requestAnimationFrame))
      for (const x of await blocks(p)) if (x.drawn) real.set(x.i, x.h)
    }
    const h1 = await p.evaluate(() => document.documentElement.scrollHeight)
    const all = g.filter(x => !x.drawn && !x.name.startsWith('ARTICLE')).map(x => `${x.name}:${x.h}->${real.get(x.i)}`)
    console.log(w, path, 'page', h0, '->', h1, `(${h1 - h0})`, all.join(' '))
    await p.close()
  }
}
await b.close()
