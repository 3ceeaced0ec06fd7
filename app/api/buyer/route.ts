import { getViewer } from '@/lib/auth/viewer'
import { answeringUnavailable } from '@/lib/db/unavailable-response'
import { savedBuyer } from '@/lib/orders/buyer'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * The signed-in customer's saved legal details, which the checkout form starts from. A plain GET
 * rather than a server action: an action's answer can make the router refresh the page, and the
 * checkout form would lose what the visitor had typed meanwhile.
 */
async function get(request: Request) {
  const viewer = await getViewer(request.headers)
  const buyer = viewer?.kind === 'customer' ? await savedBuyer(await getPayloadClient(), viewer) : null
  return Response.json({ buyer }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export const GET = answeringUnavailable(get)
