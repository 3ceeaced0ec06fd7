import { EventEmitter } from 'node:events'
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { logPoolErrors } from '@/lib/db/pool-errors'

const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })

function fakeAdapter() {
  const warn = vi.fn()
  const adapter = {
    pool: undefined as EventEmitter | undefined,
    payload: { logger: { warn } } as unknown as Payload,
    connect: async function (this: { pool?: EventEmitter }) {
      this.pool ??= new EventEmitter()
    },
  }
  return { adapter, warn }
}

describe('the PostgreSQL pool', () => {
  it('logs an idle connection dying instead, once however often it connects', async () => {
    const { adapter, warn } = fakeAdapter()
    const logged = logPoolErrors(adapter)
    await logged.connect()
    await logged.connect()
    expect(logged.pool!.listenerCount('error')).toBe(1)
    expect(() => logged.pool!.emit('error', terminated)).not.toThrow()
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: terminated, msg: expect.stringMatching(/closed while idle/) }))
  })
})
