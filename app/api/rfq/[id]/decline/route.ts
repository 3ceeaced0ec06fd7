import { getViewer } from '@/lib/auth/viewer'
import { loginPathFor } from '@/lib/auth/next-path'
import { answeringUnavailable } from '@/lib/db/unavailable-response'
import { localizedPath, toLocale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { declineQuote } from '@/lib/rfq/accept'
import { rfqPath } from '@/lib/rfq/paths'
import { parseId } from '@/lib/site/params'

export const dynamic = 'force-dynamic'

/** The quote page's decline button: the request is closed, and the page says so. */
async function post(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id)
  if (id === null) return new Response(null, { status: 404 })
  const body = await request.formData().catch(() => null)
  const locale = toLocale(body?.get('locale'))
  const page = localizedPath(locale, rfqPath(id))
  const viewer = await getViewer(request.headers)
  if (viewer?.kind !== 'customer') return new Response(null, { status: 303, headers: { Location: loginPathFor(locale, page) } })
  const result = await declineQuote(await getPayloadClient(), viewer, id)
  if (result === 'notFound') return new Response(null, { status: 404 })
  return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } })
}

export const POST = answeringUnavailable(post)
