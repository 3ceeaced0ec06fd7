import type { Access, Where } from 'payload'
import { hasRole, type StaffRole } from './roles'

/**
 * Staff with one of `roles` (admins always) reach every record; a signed-in customer only the ones
 * whose `customer` is them; nobody else any.
 */
export function customerOwnOrStaff(...roles: StaffRole[]): Access {
  return ({ req }) => {
    if (hasRole(req.user, ...roles)) return true
    if (req.user?.collection !== 'customers') return false
    const own: Where = { customer: { equals: req.user.id } }
    return own
  }
}
