import { employmentForm } from '@/lib/employment/form'
import { handleLongFormPost } from '@/lib/forms/http'
import { getPayloadClient } from '@/lib/payload'
import { clientIp } from '@/lib/security/client-ip'
import { answeringUnavailable } from '@/lib/db/unavailable-response'

export const dynamic = 'force-dynamic'

/** The employment application's answers and its photo + resume zip. */
async function post(request: Request) {
  return handleLongFormPost(request, await getPayloadClient(), employmentForm, await clientIp())
}

export const POST = answeringUnavailable(post)
