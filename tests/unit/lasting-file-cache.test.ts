import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const dir = mkdtempSync(path.join(os.tmpdir(), 'lasting-cache-'))
const processLife = (step: 'write' | 'read') =>
  JSON.parse(execFileSync(process.execPath, [path.join('tests', 'fixtures', 'cache-process.mjs'), dir, step], { encoding: 'utf8' }).trim().split('\n').pop()!) as {
    product: string | null
    post: string | null
  }

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the file cache across a restart', () => {
  it('does not serve, after a restart, what an edit expired before it; the rest stays cached', () => {
    expect(processLife('write')).toEqual({ product: null, post: 'a post' })
    // A new process: Next alone kept expirations in memory and served "old title" here.
    expect(processLife('read')).toEqual({ product: null, post: 'a post' })
  })
})
