import { getViewer } from '@/lib/auth/viewer'
import { answeringUnavailable } from '@/lib/db/unavailable-response'
import { handleLongFormPost } from '@/lib/forms/http'
import { getPayloadClient } from '@/lib/payload'
import { rfqForm } from '@/lib/rfq/form'
import { clientIp } from '@/lib/security/client-ip'

export const dynamic = 'force-dynamic'

/** A signed-in customer's request for quotation: its answers and the zip with its optional drawing. */
async function post(request: Request) {
  const viewer = await getViewer(request.headers)
  if (viewer?.kind !== 'customer') return Response.json({ error: 'loginRequired' }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
  return handleLongFormPost(request, await getPayloadClient(), rfqForm, await clientIp(), viewer.id)
}

export const POST = answeringUnavailable(post)
