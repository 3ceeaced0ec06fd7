import { describe, expect, it } from 'vitest'
import { COMMENT_MAX_LENGTH } from '@/lib/social/comment-fields'
import { commentErrorOf, commentSchema } from '@/lib/social/comment-schema'

describe('the comment form schema', () => {
  it('trims the text', () => {
    expect(commentSchema.parse({ body: '  خیلی خوب بود \n' })).toEqual({ body: 'خیلی خوب بود' })
  })

  it('answers with message keys, not texts', () => {
    const blank = commentSchema.safeParse({ body: '   ' })
    expect(blank.success || commentErrorOf(blank.error.issues)).toBe('required')
    const missing = commentSchema.safeParse({})
    expect(missing.success || commentErrorOf(missing.error.issues)).toBe('required')
    const long = commentSchema.safeParse({ body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) })
    expect(long.success || commentErrorOf(long.error.issues)).toBe('tooLong')
    expect(commentSchema.safeParse({ body: 'x'.repeat(COMMENT_MAX_LENGTH) }).success).toBe(true)
  })

  it('tells a malformed request from a form error', () => {
    const wrong = commentSchema.safeParse(null)
    expect(wrong.success || commentErrorOf(wrong.error.issues)).toBeNull()
  })
})
