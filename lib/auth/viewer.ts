import { headers } from 'next/headers'
import { getPayloadClient } from '@/lib/payload'
import { viewerFrom } from './viewer-from'
import type { Viewer } from './viewer-of'

export type { CustomerViewer, StaffViewer, Viewer } from './viewer-of'

/**
 * Who is making this request, from the session cookie (or an `Authorization: JWT …` header); throws
 * DatabaseUnavailable rather than answering "nobody" when the database does not answer.
 */
export async function getViewer(requestHeaders?: Headers): Promise<Viewer> {
  return viewerFrom(await getPayloadClient(), requestHeaders ?? (await headers()))
}
