import type { NextRequest } from 'next/server'
import { getViewer, type CustomerViewer } from '@/lib/auth/viewer'
import { cartLinesSchema, type CartLineInput } from './lines'

/** The signed-in customer behind a cart request, or null (guests keep their cart in the browser). */
export async function cartCustomer(request: NextRequest): Promise<CustomerViewer | null> {
  const viewer = await getViewer(request.headers)
  return viewer?.kind === 'customer' ? viewer : null
}

/** `{ lines: [...] }` from a request body, or null when it is not that. */
export async function linesFrom(request: NextRequest): Promise<CartLineInput[] | null> {
  const body = (await request.json().catch(() => null)) as { lines?: unknown } | null
  const parsed = cartLinesSchema.safeParse(body?.lines)
  return parsed.success ? parsed.data : null
}

export const noStore = { 'Cache-Control': 'private, no-store' }
