import { getViewer } from '@/lib/auth/viewer'
import { answeringUnavailable } from '@/lib/db/unavailable-response'
import { localizedPath, toLocale } from '@/lib/i18n/config'
import { getPayloadClient } from '@/lib/payload'
import { acceptQuote } from '@/lib/rfq/accept'
import { acceptFields, acceptSchema, type AcceptError } from '@/lib/rfq/accept-request'
import { rfqPath } from '@/lib/rfq/paths'
import { parseId } from '@/lib/site/params'
import { loginPathFor } from '@/lib/auth/next-path'

export const dynamic = 'force-dynamic'

const go = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/**
 * The quote page's accept button (a plain form post, so it works before and without scripts): the
 * order at the quoted prices, then its page; a problem goes back to the quote, saying which.
 */
async function post(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id)
  if (id === null) return new Response(null, { status: 404 })
  let body: FormData
  try {
    body = await request.formData()
  } catch {
    return new Response(null, { status: 400 })
  }
  const locale = toLocale(body.get('locale'))
  const back = (error: AcceptError) => go(`${localizedPath(locale, rfqPath(id))}?error=${error}`)
  const viewer = await getViewer(request.headers)
  if (viewer?.kind !== 'customer') return go(loginPathFor(locale, localizedPath(locale, rfqPath(id))))
  const delivery = acceptSchema.safeParse(acceptFields(body))
  if (!delivery.success) return back(delivery.error.issues[0]?.path[0] === 'phone' ? 'phone' : 'address')
  const payload = await getPayloadClient()
  let result: Awaited<ReturnType<typeof acceptQuote>>
  try {
    result = await acceptQuote(payload, viewer, id, delivery.data, locale)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'quote not accepted' })
    return back('tryAgain')
  }
  if (!result.ok) return result.error === 'notFound' ? new Response(null, { status: 404 }) : back(result.error)
  return go(localizedPath(locale, `/order/${result.orderId}`))
}

export const POST = answeringUnavailable(post)
