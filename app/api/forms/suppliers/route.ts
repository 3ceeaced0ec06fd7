import { handleLongFormPost } from '@/lib/forms/http'
import { getPayloadClient } from '@/lib/payload'
import { clientIp } from '@/lib/security/client-ip'
import { supplierForm } from '@/lib/suppliers/form'
import { answeringUnavailable } from '@/lib/db/unavailable-response'

export const dynamic = 'force-dynamic'

/** The supplier questionnaire's answers and documents zip. */
async function post(request: Request) {
  return handleLongFormPost(request, await getPayloadClient(), supplierForm, await clientIp())
}

export const POST = answeringUnavailable(post)
