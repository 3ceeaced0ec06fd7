import { headers } from 'next/headers'
import { getPayloadClient } from '@/lib/payload'
import { viewerOf, type Viewer } from './viewer-of'

export type { CustomerViewer, StaffViewer, Viewer } from './viewer-of'

/**
 * Who is making this request, from the session cookie (or an `Authorization: JWT …` header),
 * checked by Payload: signature, expiry, and that the session has not been ended on the server.
 */
export async function getViewer(requestHeaders?: Headers): Promise<Viewer> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: requestHeaders ?? (await headers()) })
  return user ? viewerOf(user as Parameters<typeof viewerOf>[0]) : null
}
