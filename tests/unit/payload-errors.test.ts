import { describe, expect, it } from 'vitest'
import { isAuthenticationFailure, retryInOf, validationPaths } from '@/lib/payload-errors'

// Errors as another copy of Payload's classes would throw them: the same fields, another class.
class ForeignError extends Error {
  constructor(readonly status: number, readonly data: unknown = null) {
    super('x')
  }
}

describe('Payload errors recognised by what they carry', () => {
  it('a wrong password, a refused try and a validation error, whatever their class', () => {
    expect(isAuthenticationFailure(new ForeignError(401))).toBe(true)
    expect(retryInOf(new ForeignError(429, { retryIn: 30 }))).toBe(30)
    expect(validationPaths(new ForeignError(400, { errors: [{ path: 'mobile' }, { path: 'email' }] }))).toEqual(['mobile', 'email'])
  })

  it('nothing else', () => {
    for (const error of [new Error('boom'), null, undefined, 'text', new ForeignError(500), new ForeignError(429), new ForeignError(400, { errors: 'no' })]) {
      expect(isAuthenticationFailure(error)).toBe(false)
      expect(retryInOf(error)).toBeNull()
      expect(validationPaths(error)).toBeNull()
    }
  })
})
