import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { licenceVerdict, productionLicences, renderLicences } from '@/scripts/lib/licenses.mjs'

const root = path.resolve(__dirname, '../..')

describe('licences of the production dependencies', () => {
  it('LICENSES-PRODUCTION.md is what package-lock.json gives today (npm run licenses after a dependency change)', () => {
    const committed = readFileSync(path.join(root, 'LICENSES-PRODUCTION.md'), 'utf8')
    expect(committed).toBe(renderLicences(productionLicences(root)))
  })

  it('no production dependency has a licence that forbids selling the shop', () => {
    const rows = productionLicences(root)
    expect(rows.length).toBeGreaterThan(100)
    expect(rows.filter((r) => r.verdict === 'forbidden')).toEqual([])
  })

  it('reads SPDX expressions: OR takes the freer branch, AND the stricter part, non-commercial terms forbid', () => {
    expect(licenceVerdict('MIT')).toBe('permissive')
    expect(licenceVerdict('(MIT OR GPL-3.0-or-later)')).toBe('permissive')
    expect(licenceVerdict('Apache-2.0 AND LGPL-3.0-or-later')).toBe('duties')
    expect(licenceVerdict('CC-BY-NC-4.0')).toBe('forbidden')
    expect(licenceVerdict('SSPL-1.0')).toBe('forbidden')
    expect(licenceVerdict('UNLICENSED')).toBe('forbidden')
    expect(licenceVerdict('Unlicense')).toBe('permissive')
    expect(licenceVerdict('GPL-3.0-only')).toBe('unknown')
    expect(licenceVerdict(null)).toBe('unknown')
  })
})
