/**
 * What the likes and comments endpoints answer when they refuse: message keys under
 * messages/*.json → social.errors, so each island shows the text in its own language.
 */
export const socialErrors = {
  /** A guest: sign in first. */
  signIn: 'signIn',
  /** Staff accounts moderate; they do not like or comment as customers. */
  customersOnly: 'customersOnly',
  notFound: 'notFound',
  invalid: 'invalid',
  failed: 'failed',
  /** The database did not answer (lib/db/unavailable-response.ts): ask again shortly. */
  unavailable: 'unavailable',
} as const

export type SocialError = (typeof socialErrors)[keyof typeof socialErrors]
