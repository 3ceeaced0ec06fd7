import { NextResponse } from 'next/server'
import { health } from '@/lib/db/health'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** 200 while this instance can serve, 503 while its database does not answer: the load balancer's probe. */
export async function GET() {
  const state = await health(await getPayloadClient())
  return NextResponse.json(state, { status: state.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
