import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The README's project map names each group of our own endpoints; a group added without a word
// there is one a new developer or an operator cannot find.
const root = path.resolve(__dirname, '..', '..')
const groups = readdirSync(path.join(root, 'app', 'api'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe('README', () => {
  const row = readFileSync(path.join(root, 'README.md'), 'utf8')
    .split('\n')
    .find((line) => line.startsWith('| `app/api/`'))

  it('has a row for app/api in its project map', () => {
    expect(row).toBeDefined()
  })

  it.each(groups)('names the endpoint group app/api/%s', (group) => {
    expect(row).toMatch(new RegExp(`\`${group}[/\`]`))
  })
})
