import type { Payload } from 'payload'
import type { StaffRole } from '@/cms/access/roles'
import type { User } from '@/cms/payload-types'

/** The demo seed's staff member of each role (`role@example.com`), ready to pass as a request's user. */
export async function staffByRole<R extends StaffRole>(payload: Payload, roles: readonly R[]): Promise<Record<R, User>> {
  const out = {} as Record<R, User>
  for (const role of roles) {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: `${role}@example.com` } }, limit: 1, overrideAccess: true })
    if (!docs[0]) throw new Error(`the demo seed has no ${role} staff member`)
    out[role] = { ...docs[0], collection: 'users' }
  }
  return out
}
