import { spawnSync } from 'node:child_process'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { payloadSecret } from '@/lib/env'

afterEach(() => vi.unstubAllEnvs())

describe('PAYLOAD_SECRET', () => {
  it('a production server refuses to start without it', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', '')
    vi.stubEnv('NEXT_PHASE', '')
    expect(() => payloadSecret()).toThrow(/PAYLOAD_SECRET is not set/)
  })

  it('is used when set', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', 's3cret')
    expect(payloadSecret()).toBe('s3cret')
  })

  it('npm start on PostgreSQL without it stops with a message, before building anything', () => {
    const env = { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PAYLOAD_SECRET: '' }
    const r = spawnSync(process.execPath, ['scripts/start.mjs'], { env, encoding: 'utf8', timeout: 20_000 })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('PAYLOAD_SECRET is not set')
  })
})
