import type { Access, FieldAccess } from 'payload'

/** Staff roles (issue: foundation). Later issues grant each role its collections. */
export const staffRoles = ['admin', 'editor', 'sales', 'hr', 'procurement'] as const
export type StaffRole = (typeof staffRoles)[number]

type MaybeStaff = { collection?: string; roles?: unknown } | null | undefined

export function rolesOf(user: MaybeStaff): StaffRole[] {
  if (!user || user.collection !== 'users' || !Array.isArray(user.roles)) return []
  return user.roles.filter((r): r is StaffRole => (staffRoles as readonly string[]).includes(r))
}

export const hasRole = (user: MaybeStaff, ...roles: StaffRole[]) =>
  rolesOf(user).some((r) => r === 'admin' || roles.includes(r))

/** An admin, in code that holds a user rather than an access rule's arguments. */
export const isAdminUser = (user: MaybeStaff) => hasRole(user)

/** A signed-in customer (not staff), narrowed so their id can be used. */
export const isCustomer = (user: { collection?: string } | null | undefined): user is { collection: 'customers'; id: number } => user?.collection === 'customers'

export const isStaff: Access = ({ req }) => rolesOf(req.user).length > 0
export const isAdmin: Access = ({ req }) => isAdminUser(req.user)
export const canEditContent: Access = ({ req }) => hasRole(req.user, 'editor')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user)
export const anyone: Access = () => true

/** Nobody, through any API: what only the server's own code writes or reads (with overrideAccess). */
export const nobody = () => false
