import { NextResponse, type NextRequest } from 'next/server'
import { getViewer } from '@/lib/auth/viewer'
import { isDatabaseUnavailable } from '@/lib/db/unavailable'

export const dynamic = 'force-dynamic'

/**
 * The visitor's sign-in state for the small client islands (header account link, likes,
 * comment form), so the pages around them stay cached and identical for everyone.
 */
export async function GET(request: NextRequest) {
  const viewer = await getViewer(request.headers).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return 'unavailable' as const
    throw error
  })
  // Not "signed out": the islands wait and ask again (components/auth/use-session.ts).
  if (viewer === 'unavailable') return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '3' } })
  // The customer's own mobile number pre-fills the checkout phone; nothing else personal is sent.
  const body = viewer ? { kind: viewer.kind, id: viewer.id, name: viewer.name, ...(viewer.kind === 'customer' ? { mobile: viewer.mobile } : {}) } : { kind: null }
  return NextResponse.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
}
