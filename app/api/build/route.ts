import { NextResponse } from 'next/server'
import { serverBuildId } from '@/lib/version/build-id'

export const dynamic = 'force-dynamic'

/** The latest-build manifest the client polls to notice a deploy (SPEC.md §7). */
export async function GET() {
  return NextResponse.json({ buildId: await serverBuildId() }, { headers: { 'Cache-Control': 'no-store' } })
}
