import '@/lib/forms/zod'
import { z } from 'zod'
import { COMMENT_MAX_LENGTH, commentErrors } from './comment-fields'

/** The product comment form, shared by the browser form and the comment route handler. */
export const commentSchema = z.object({
  body: z.string(commentErrors.required).trim().min(1, commentErrors.required).max(COMMENT_MAX_LENGTH, commentErrors.tooLong),
})

export type CommentInput = z.input<typeof commentSchema>
export type CommentValues = z.output<typeof commentSchema>

export type CommentError = (typeof commentErrors)[keyof typeof commentErrors]

/** The message key of a failed parse, or null when the input was not a comment form at all. */
export function commentErrorOf(issues: readonly { message: string }[]): CommentError | null {
  const message = issues[0]?.message
  return (Object.values(commentErrors) as string[]).includes(message ?? '') ? (message as CommentError) : null
}
