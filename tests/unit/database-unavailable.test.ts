import { describe, expect, it } from 'vitest'
import { DatabaseUnavailable, isDatabaseUnavailable } from '@/lib/db/unavailable'
import { answeringUnavailable } from '@/lib/db/unavailable-response'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('telling "the database did not answer" from other failures', () => {
  it('recognises the driver’s connection failures, also when wrapped by the query layer', () => {
    const failures = [
      new DatabaseUnavailable(new Error('x')),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('sorry, too many clients already', '53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('connection failure', '08006') }),
      withCode('database is locked', 'SQLITE_BUSY'),
    ]
    for (const error of failures) expect(isDatabaseUnavailable(error), error.message).toBe(true)
  })

  it('does not take a refused query or a bug for an outage', () => {
    const others = [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('column "x" does not exist', '42703'),
      new TypeError('Cannot read properties of undefined'),
      new Error('Failed query: insert', { cause: withCode('null value in column', '23502') }),
      'a string',
      null,
    ]
    for (const error of others) expect(isDatabaseUnavailable(error), String(error)).toBe(false)
  })
})

describe('a route handler whose database does not answer', () => {
  it('answers 503 with Retry-After instead of failing', async () => {
    const handler = answeringUnavailable(async () => {
      throw withCode('terminating connection due to administrator command', '57P01')
    })
    const res = await handler()
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('3')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ error: 'unavailable' })
  })

  it('passes every other answer and every other error through', async () => {
    expect((await answeringUnavailable(async () => new Response('ok', { status: 201 }))()).status).toBe(201)
    const bug = new TypeError('Cannot read properties of undefined')
    await expect(answeringUnavailable(async () => Promise.reject(bug))()).rejects.toBe(bug)
  })
})
