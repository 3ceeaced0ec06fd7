import { handleLongFormPost } from '@/lib/forms/http'
import { getPayloadClient } from '@/lib/payload'
import { clientIp } from '@/lib/security/client-ip'
import { supplierForm } from '@/lib/suppliers/form'

export const dynamic = 'force-dynamic'

/** The supplier questionnaire's answers and documents zip. */
export async function POST(request: Request) {
  return handleLongFormPost(request, await getPayloadClient(), supplierForm, await clientIp())
}
