import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sourceFingerprint } from '@/scripts/lib/build.mjs'

const made: string[] = []
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A project folder with a page, the step run on the build's output, and what is not a source. */
function project() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-fingerprint-'))
  made.push(dir)
  const files: Record<string, string> = {
    'app/page.tsx': 'export default function Page() { return null }',
    'scripts/lib/compile-hints.mjs': '// marks the framework scripts',
    'scripts/bench/pages.mjs': '// a benchmark',
    'node_modules/next/index.js': 'module.exports = {}',
  }
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  for (const [name, text] of Object.entries(files)) write(name, text)
  return { dir, write }
}

describe('when `npm start` builds again', () => {
  it('builds again when a source or a step run on the build output changes', () => {
    const p = project()
    const before = sourceFingerprint(p.dir)
    p.write('scripts/lib/compile-hints.mjs', '// marks the framework scripts and more')
    const afterHints = sourceFingerprint(p.dir)
    expect(afterHints).not.toBe(before)
    p.write('app/page.tsx', 'export default function Page() { return "x" }')
    expect(sourceFingerprint(p.dir)).not.toBe(afterHints)
  })

  it('keeps the build when only a benchmark or an installed package changes, wherever the folder is', () => {
    const a = project()
    const b = project()
    const fingerprint = sourceFingerprint(a.dir)
    expect(sourceFingerprint(b.dir)).toBe(fingerprint)
    a.write('scripts/bench/pages.mjs', '// a benchmark, changed')
    a.write('node_modules/next/index.js', 'module.exports = { changed: true }')
    expect(sourceFingerprint(a.dir)).toBe(fingerprint)
  })
})
