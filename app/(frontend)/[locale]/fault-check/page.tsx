import { notFound } from 'next/navigation'

export const dynamic = 'force-dynamic'

/**
 * Fails on purpose when ENABLE_FAULT_ROUTE=1, so the error page and its status can be checked on a
 * production build; otherwise it does not exist.
 */
export default function FaultCheck() {
  if (process.env.ENABLE_FAULT_ROUTE !== '1') notFound()
  throw new Error('Deliberate failure for the error page check')
}
