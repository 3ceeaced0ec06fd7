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

type Session = { _sid?: string }

/** A customer record (as Payload returns it to a signed-in request, or read by id) as the site's code sees them. */
export function customerViewer(customer: Customer & Session): CustomerViewer {
  return {
    kind: 'customer',
    id: customer.id,
    name: customer.name,
    email: customer.email,
    mobile: customer.mobile,
    mobileVerified: Boolean(customer.mobileVerified),
    sessionId: customer._sid ?? null,
    user: { ...customer, collection: 'customers' },
  }
}

/** A staff member's record as the site's code sees them. */
export function staffViewer(user: User & Session): StaffViewer {
  return { kind: 'staff', id: user.id, name: user.name ?? user.email, email: user.email, roles: user.roles ?? [], sessionId: user._sid ?? null, user: { ...user, collection: 'users' } }
}

type SignedIn = (Customer & { collection: 'customers' } & Session) | (User & { collection: 'users' } & Session)

/** The signed-in user as the site's code sees them: a customer or a staff member, with their session. */
export function viewerOf(user: SignedIn): NonNullable<Viewer> {
  return user.collection === 'customers' ? customerViewer(user) : staffViewer(user)
}
