import { NextResponse } from 'next/server'
import { sharedCacheState } from '@/lib/cache/shared-cache-state'
import { health } from '@/lib/db/health'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * The load balancer's probe: 200 while this instance can serve, 503 while its database does not
 * answer. The shared cache's state is reported, not judged: without Redis an instance still serves
 * (from the database), and taking every instance out when Redis goes would stop the shop.
 */
export async function GET() {
  const [database, cache] = await Promise.all([getPayloadClient().then(health), sharedCacheState()])
  const state = { ...database, cache }
  return NextResponse.json(state, { status: state.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
