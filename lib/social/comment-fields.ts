// What the comment form and its schema share, without Zod: the form loads Zod only when used.

export const COMMENT_MAX_LENGTH = 2000

/** Message keys (messages/*.json → social.errors.*) so client and server speak the visitor's language. */
export const commentErrors = {
  required: 'required',
  tooLong: 'tooLong',
} as const
