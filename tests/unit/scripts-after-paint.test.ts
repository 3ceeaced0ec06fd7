import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodedBodies } from '@/scripts/lib/encoded-bodies.mjs'
import { loaderSources, paintFirstLoader, scriptsAfterFirstPaint } from '@/scripts/lib/scripts-after-paint.mjs'

// The shape Next 16.4 writes a cached page in (shortened): a preload and async scripts in the head,
// one more async script and the inline data React hydrates from in the body, the legacy polyfill.
const document = [
  '<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-1.js" async=""></script>',
  '<title>لوله</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main><h1>لوله و پروفیل</h1><p>&lt;script src=&quot;/_next/static/chunks/x.js&quot; async=&quot;&quot;&gt;&lt;/script&gt;</p></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/entry.js"]});</script>',
  '<script src="/_next/static/chunks/entry.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{}"])</script></body></html>',
].join('')

describe("a cached page's scripts asked for after its first paint", () => {
  const out = scriptsAfterFirstPaint(document)

  it("takes every one of Next's script tags and script preloads out of the page", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|turbopack-1|entry)\.js"/)
    expect(out).not.toContain('rel="preload" as="script"')
  })

  it('adds one loader in the head that asks for each of them once, the preloaded one first', () => {
    const loader = paintFirstLoader(['/_next/static/chunks/entry.js', '/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-1.js'])
    expect(out.split(loader)).toHaveLength(2)
    expect(out.indexOf(loader)).toBeLessThan(out.indexOf('</head>'))
    expect(loader).toContain('first-contentful-paint')
  })

  it('leaves the rest of the page as it was: styles, text, the inline data and the legacy polyfill', () => {
    const kept = (html: string) => html.replace(/<link rel="preload" as="script"[^>]*>|<script src="[^"]+" async=""><\/script>|<script>\(function\(s\).*?<\/script>/g, '')
    expect(kept(out)).toBe(kept(document))
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    // A visitor's text that only looks like a script tag is escaped and stays text.
    expect(out).toContain('<p>&lt;script src=&quot;/_next/static/chunks/x.js&quot;')
  })

  it('can be read back: the scripts a page asks for after its paint (bench:js counts them)', () => {
    expect(loaderSources(out)).toEqual(['/_next/static/chunks/entry.js', '/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-1.js'])
    expect(loaderSources(document)).toEqual([])
  })

  it('leaves alone what is not a whole page with those scripts', () => {
    const noScripts = '<!DOCTYPE html><html><head><title>x</title></head><body>x</body></html>'
    expect(scriptsAfterFirstPaint(noScripts)).toBe(noScripts)
    const payload = '0:{"a":"$@1"}\n1:["<script src=\\"/_next/static/chunks/react.js\\" async=\\"\\"></script>"]'
    expect(scriptsAfterFirstPaint(payload)).toBe(payload)
  })

  it('the loader appends the scripts, async, only once the first contentful paint is reported, only once, each in a task of its own', () => {
    const appended: string[] = []
    const timers: { run: () => void; ms: number }[] = []
    let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) | undefined
    const globals = {
      document: { createElement: () => ({}), head: { appendChild: (e: { src: string; async: boolean }) => appended.push(`${e.src} ${e.async}`) } },
      PerformanceObserver: Object.assign(
        function (cb: typeof observer) {
          observer = cb
          return { observe: () => {} }
        },
        { supportedEntryTypes: ['paint'] },
      ),
      setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    }
    const source = paintFirstLoader(['/a.js', '/b.js']).replace(/^<script>|<\/script>$/g, '')
    new Function(...Object.keys(globals), source)(...Object.values(globals))
    // Only the fallback for a page that never reports a paint is waiting.
    expect(timers.map((t) => t.ms)).toEqual([3000])
    observer!({ getEntriesByName: () => [] }, { disconnect: () => {} })
    expect(appended).toEqual([])
    observer!({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => {} })
    // Nothing is asked for in the paint's own callback: one zero-delay task per script, in order.
    expect(appended).toEqual([])
    const tasks = timers.filter((t) => t.ms === 0)
    expect(tasks).toHaveLength(2)
    tasks[0]!.run()
    expect(appended).toEqual(['/a.js true'])
    tasks[1]!.run()
    expect(appended).toEqual(['/a.js true', '/b.js true'])
    // A later report and the three-second fallback ask for nothing more.
    observer!({ getEntriesByName: () => [{}] }, { disconnect: () => {} })
    timers.find((t) => t.ms === 3000)!.run()
    expect(timers.filter((t) => t.ms === 0)).toHaveLength(2)
    expect(appended).toHaveLength(2)
  })

  it('is what the server keeps and sends for a cached page', () => {
    const encode = encodedBodies({ prepare: scriptsAfterFirstPaint })
    expect(brotliDecompressSync(encode(document, 'br')).toString('utf8')).toBe(out)
    expect(encode(document).toString('utf8')).toBe(out)
  })
})
