import { NextResponse, type NextRequest } from 'next/server'
import { getViewer } from '@/lib/auth/viewer'
import { answeringUnavailable } from '@/lib/db/unavailable-response'

export const dynamic = 'force-dynamic'

/**
 * The visitor's sign-in state for the small client islands (header account link, likes,
 * comment form), so the pages around them stay cached and identical for everyone.
 */
async function get(request: NextRequest) {
  const viewer = await getViewer(request.headers)
  // The customer's own mobile number pre-fills the checkout phone; nothing else personal is sent.
  const body = viewer ? { kind: viewer.kind, id: viewer.id, name: viewer.name, ...(viewer.kind === 'customer' ? { mobile: viewer.mobile } : {}) } : { kind: null }
  return NextResponse.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
}

// A database that does not answer is 503, never "signed out": the islands wait and ask again
// (components/auth/use-session.ts).
export const GET = answeringUnavailable(get)
