import { getTranslations } from 'next-intl/server'
import { NextResponse, type NextRequest } from 'next/server'
import { getViewer } from '@/lib/auth/viewer'
import { toLocale, type Locale } from '@/lib/i18n/config'
import { addComment } from '@/lib/social/comments'
import { COMMENT_MAX_LENGTH } from '@/lib/social/comment-fields'
import { commentErrorOf, commentSchema, type CommentError } from '@/lib/social/comment-schema'
import { socialErrors, type SocialError } from '@/lib/social/errors'
import { parseId } from '@/lib/site/params'
import { answeringUnavailable } from '@/lib/db/unavailable-response'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/**
 * A customer's comment on a product, held for moderation. Every answer carries a message in the
 * language the visitor wrote from (`locale` in the body), so the form shows it as is.
 */
async function post(request: NextRequest, { params }: Context) {
  const input: unknown = await request.json().catch(() => null)
  const requested = input && typeof input === 'object' && 'locale' in input ? input.locale : undefined
  const locale: Locale = toLocale(requested)
  const t = await getTranslations({ locale, namespace: 'social' })
  // `error` says what went wrong (a key under social.errors), `message` says it to the visitor.
  const answer = (status: number, error: SocialError | CommentError) =>
    NextResponse.json({ error, message: t(`errors.${error}`, { max: COMMENT_MAX_LENGTH }) }, { status, headers: { 'Cache-Control': 'no-store' } })

  const id = parseId((await params).id)
  if (id === null) return answer(400, socialErrors.invalid)
  const viewer = await getViewer(request.headers)
  if (!viewer) return answer(401, socialErrors.signIn)
  if (viewer.kind !== 'customer') return answer(401, socialErrors.customersOnly)

  const parsed = commentSchema.safeParse(input)
  if (!parsed.success) return answer(400, commentErrorOf(parsed.error.issues) ?? socialErrors.invalid)
  if (!(await addComment(id, viewer, parsed.data, locale))) return answer(404, socialErrors.notFound)
  return NextResponse.json({ ok: true, message: t('comments.received') }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
}

export const POST = answeringUnavailable(post)
