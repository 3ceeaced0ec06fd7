import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { EAGER_COMPILE_HINT, hintFrameworkScripts } from '@/scripts/lib/compile-hints.mjs'

// A build folder as Next 16.4 leaves it (shortened): the manifest names the scripts every page
// loads to start the framework; the app's own chunks sit beside them.
function build() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true })
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'], rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/turbopack-1.js'] }))
  const files = {
    'react-dom.js': '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["react-dom",1,function(){}]);',
    'turbopack-1.js': '(()=>{"use strict";var e={};})();',
    'islands.js': '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["islands",2,function(){}]);',
    'polyfills.js': '!function(){}();',
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'static', 'chunks', name), text)
  return { dir, files, read: (name: string) => readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8') }
}

const made: string[] = []
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe("V8's compile hint on the framework's scripts", () => {
  it("puts the hint on the first line of each script the manifest starts the framework with, and on nothing else", () => {
    const b = build()
    made.push(b.dir)
    expect(hintFrameworkScripts(b.dir)).toEqual(['static/chunks/react-dom.js', 'static/chunks/turbopack-1.js'])
    expect(EAGER_COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
    expect(b.read('react-dom.js')).toBe(EAGER_COMPILE_HINT + b.files['react-dom.js'])
    expect(b.read('turbopack-1.js')).toBe(EAGER_COMPILE_HINT + b.files['turbopack-1.js'])
    // The app's own chunks and the legacy polyfills stay as built.
    expect(b.read('islands.js')).toBe(b.files['islands.js'])
    expect(b.read('polyfills.js')).toBe(b.files['polyfills.js'])
  })

  it('marks a script once, however often it runs', () => {
    const b = build()
    made.push(b.dir)
    hintFrameworkScripts(b.dir)
    expect(hintFrameworkScripts(b.dir)).toEqual([])
    expect(b.read('react-dom.js')).toBe(EAGER_COMPILE_HINT + b.files['react-dom.js'])
  })
})
