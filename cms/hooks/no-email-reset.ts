import type { CollectionBeforeOperationHook } from 'payload'
import { clientError } from '@/lib/payload-errors'

/**
 * Customers have no e-mail reset: the shop sends no e-mail, and their number is their key. A
 * forgotten password is replaced after signing in with a code texted to the number (the profile
 * then asks for the new password only). Every address gets this same answer, known or not.
 */
export const noEmailReset: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'forgotPassword' || operation === 'resetPassword') {
    throw clientError('Sign in with a one-time code sent to your mobile number, then set a new password in your profile.', 403, { signIn: '/auth/login' }, 'NoEmailReset')
  }
  return args
}
