import type { Customer, User } from '@/cms/payload-types'

export type CustomerViewer = {
  kind: 'customer'
  id: number
  name: string
  email: string
  mobile: string
  mobileVerified: boolean
  sessionId: string | null
  user: Customer & { collection: 'customers' }
}
export type StaffViewer = { kind: 'staff'; id: number; name: string; email: string; roles: User['roles']; sessionId: string | null; user: User & { collection: 'users' } }
export type Viewer = CustomerViewer | StaffViewer | null

type SignedIn = (Customer & { collection: 'customers'; _sid?: string }) | (User & { collection: 'users'; _sid?: string })

/** The signed-in user as the site's code sees them: a customer or a staff member, with their session. */
export function viewerOf(user: SignedIn): NonNullable<Viewer> {
  if (user.collection === 'customers') {
    return {
      kind: 'customer',
      id: user.id,
      name: user.name,
      email: user.email,
      mobile: user.mobile,
      mobileVerified: Boolean(user.mobileVerified),
      sessionId: user._sid ?? null,
      user,
    }
  }
  return { kind: 'staff', id: user.id, name: user.name ?? user.email, email: user.email, roles: user.roles ?? [], sessionId: user._sid ?? null, user }
}
