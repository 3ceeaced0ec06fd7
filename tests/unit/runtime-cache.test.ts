import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { settleRuntimeCache } from '../../scripts/lib/build.mjs'

let root: string
const page = () => path.join(root, '.next', 'server', 'route-cache', 'en', 'about.html')
const cachePage = () => {
  mkdirSync(path.dirname(page()), { recursive: true })
  writeFileSync(page(), '<title>cached</title>')
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'runtime-cache-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('pages cached at run time, across starts', () => {
  it('are kept while the server starts on the database they were rendered from', () => {
    settleRuntimeCache('aaaaaaaaaaaa', () => {}, root)
    cachePage()
    settleRuntimeCache('aaaaaaaaaaaa', () => {}, root)
    expect(existsSync(page())).toBe(true)
  })

  it('are dropped when the server starts on another database, whoever seeded it', () => {
    settleRuntimeCache('aaaaaaaaaaaa', () => {}, root)
    cachePage()
    const said: string[] = []
    settleRuntimeCache('bbbbbbbbbbbb', (m: string) => said.push(m), root)
    expect(existsSync(page())).toBe(false)
    expect(said).toEqual(['cleared pages cached from an earlier database'])
  })
})
