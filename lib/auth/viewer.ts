import { headers } from 'next/headers'
import type { Customer, User } from '@/cms/payload-types'
import { getPayloadClient } from '@/lib/payload'

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
export type StaffViewer = { kind: 'staff'; id: number; name: string; email: string; roles: string[]; sessionId: string | null; user: User & { collection: 'users' } }
export type Viewer = CustomerViewer | StaffViewer | null

/**
 * Who is making this request, from the session cookie (or an `Authorization: JWT …` header),
 * checked by Payload: signature, expiry, and that the session has not been ended on the server.
 */
export async function getViewer(requestHeaders?: Headers): Promise<Viewer> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders ?? (await headers()) })
  if (!user) return null
  if (user.collection === 'customers') {
    const c = user as Customer & { collection: 'customers'; _sid?: string }
    return {
      kind: 'customer',
      id: c.id,
      name: c.name,
      email: c.email,
      mobile: c.mobile,
      mobileVerified: Boolean(c.mobileVerified),
      sessionId: c._sid ?? null,
      user: c,
    }
  }
  const s = user as User & { collection: 'users'; _sid?: string }
  return { kind: 'staff', id: s.id, name: s.name ?? s.email, email: s.email, roles: s.roles ?? [], sessionId: s._sid ?? null, user: s }
}
