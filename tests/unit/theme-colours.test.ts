import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Tailwind writes nothing for a class whose colour the theme lacks, and says nothing either: four
// shades of steel were used in 85 classes without existing, so borders took the text's colour and
// muted text the body's. Every shade of our own colours that a class names must be in the theme.
const root = path.resolve(__dirname, '..', '..')
const ownColours = ['primary', 'steel']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : []
  })
}

const stylesheet = readFileSync(path.join(root, 'app', '(frontend)', 'globals.css'), 'utf8')
const theme = stylesheet.slice(stylesheet.indexOf('@theme'), stylesheet.indexOf('}', stylesheet.indexOf('@theme')))
const defined = new Set([...theme.matchAll(/--color-([a-z]+-\d+):/g)].map((m) => m[1]))

const used = new Map<string, string>()
for (const file of ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir)))) {
  for (const m of readFileSync(file, 'utf8').matchAll(new RegExp(`\\b[a-z]+-(${ownColours.join('|')})-(\\d+)\\b`, 'g'))) {
    const shade = `${m[1]}-${m[2]}`
    if (!used.has(shade)) used.set(shade, `${m[0]} in ${path.relative(root, file)}`)
  }
}

describe('the theme', () => {
  it('finds the classes it checks', () => {
    expect(used.size).toBeGreaterThan(5)
  })

  it.each([...used].sort())('defines %s (first used by %s)', (shade) => {
    expect(defined).toContain(shade)
  })
})
