import { NextResponse, type NextRequest } from 'next/server'
import '@/lib/forms/zod'
import { z } from 'zod'
import { getViewer } from '@/lib/auth/viewer'
import { socialErrors, type SocialError } from '@/lib/social/errors'
import { getLikeState, toggleLike } from '@/lib/social/likes'
import { parseId } from '@/lib/site/params'
import { answeringUnavailable } from '@/lib/db/unavailable-response'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

// Per visitor: no shared cache may keep one customer's "liked" for another.
const noStore = { 'Cache-Control': 'private, no-store' }
const refuse = (error: SocialError, status: number) => NextResponse.json({ error }, { status, headers: noStore })

/** An empty body flips the like; `{ liked }` sets it, so a repeated request changes nothing. */
const toggleBody = z.object({ liked: z.boolean().optional() }).strict()

/** The like count of a product and whether the visitor likes it (the product page itself stays cached). */
async function get(request: NextRequest, { params }: Context) {
  const id = parseId((await params).id)
  if (id === null) return refuse(socialErrors.invalid, 400)
  const state = await getLikeState(id, await getViewer(request.headers))
  if (!state) return refuse(socialErrors.notFound, 404)
  return NextResponse.json(state, { headers: noStore })
}

/** Likes or unlikes a product as the signed-in customer. */
async function post(request: NextRequest, { params }: Context) {
  const id = parseId((await params).id)
  if (id === null) return refuse(socialErrors.invalid, 400)
  const viewer = await getViewer(request.headers)
  if (!viewer) return refuse(socialErrors.signIn, 401)
  if (viewer.kind !== 'customer') return refuse(socialErrors.customersOnly, 401)
  const text = await request.text().catch(() => '')
  const parsed = toggleBody.safeParse(text.trim() ? safeJson(text) : {})
  if (!parsed.success) return refuse(socialErrors.invalid, 400)
  const state = await toggleLike(id, viewer, parsed.data.liked)
  if (!state) return refuse(socialErrors.notFound, 404)
  return NextResponse.json(state, { headers: noStore })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export const GET = answeringUnavailable(get)
export const POST = answeringUnavailable(post)
