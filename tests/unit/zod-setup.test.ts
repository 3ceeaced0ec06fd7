import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* sources(full)
    else if (/\.tsx?$/.test(name)) yield full
  }
}

describe('Zod is set up before any schema is built', () => {
  it('every module that builds schemas imports lib/forms/zod first (no eval, which the CSP refuses)', () => {
    const builders = ['app', 'components', 'lib', 'cms']
      .flatMap((dir) => [...sources(path.join(root, dir))])
      .filter((file) => /^import \{[^}]*\bz\b[^}]*\} from 'zod'/m.test(readFileSync(file, 'utf8')))
    expect(builders.length).toBeGreaterThan(5)
    for (const file of builders) {
      const text = readFileSync(file, 'utf8')
      const setup = text.indexOf("import '@/lib/forms/zod'")
      expect(setup, path.relative(root, file)).toBeGreaterThanOrEqual(0)
      expect(setup, path.relative(root, file)).toBeLessThan(text.search(/^import \{[^}]*\bz\b[^}]*\} from 'zod'/m))
    }
  })
})
