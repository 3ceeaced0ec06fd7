import { NextResponse, type NextRequest } from 'next/server'
import '@/lib/forms/zod'
import { z } from 'zod'
import { recordView } from '@/lib/catalog/views'
import { clientIp } from '@/lib/security/client-ip'
import { answeringUnavailable } from '@/lib/db/unavailable-response'

const body = z.object({ id: z.number().int().positive().max(2_147_483_647) })

/** One view of a product page (the page itself stays cached; see ViewCounter), once a day per address. */
async function post(request: NextRequest) {
  const parsed = body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return NextResponse.json({ error: 'Invalid product id' }, { status: 400 })
  await recordView(parsed.data.id, await clientIp())
  return new NextResponse(null, { status: 204 })
}

export const POST = answeringUnavailable(post)
