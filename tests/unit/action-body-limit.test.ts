import { describe, expect, it } from 'vitest'
import { actionBodyLimit, refuseOversizedAction } from '../../scripts/lib/action-body-limit.mjs'

function answer(method: string, headers: Record<string, string>) {
  const res = { status: 0, body: '', writeHead(status: number) { this.status = status }, end(body: string) { this.body = body } }
  const refused = refuseOversizedAction({ method, headers }, res)
  return { refused, status: res.status }
}

describe('server action bodies over the limit', () => {
  it('are answered 413 before they are read', () => {
    expect(answer('POST', { 'next-action': 'abc', 'content-length': String(actionBodyLimit + 1) })).toEqual({ refused: true, status: 413 })
  })

  it('leave everything else to the app: bodies within the limit, other posts, other methods', () => {
    expect(answer('POST', { 'next-action': 'abc', 'content-length': String(actionBodyLimit) }).refused).toBe(false)
    expect(answer('POST', { 'next-action': 'abc' }).refused).toBe(false)
    expect(answer('POST', { 'content-length': String(50 * actionBodyLimit) }).refused).toBe(false)
    expect(answer('GET', { 'next-action': 'abc', 'content-length': String(2 * actionBodyLimit) }).refused).toBe(false)
  })
})
