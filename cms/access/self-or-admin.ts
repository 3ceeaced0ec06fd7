import type { Access } from 'payload'
import { isAdminUser } from './roles'

/** Admins see every staff account; other staff see only their own. */
export const selfOrAdmin: Access = ({ req }) => {
  if (!req.user || req.user.collection !== 'users') return false
  if (isAdminUser(req.user)) return true
  return { id: { equals: req.user.id } }
}
