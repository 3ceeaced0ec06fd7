import { logger } from '@/lib/ops/logger'
import { cspLogLine, logLimiter, maxReportBytes, readCspReports } from '@/lib/security/csp-reports'

export const dynamic = 'force-dynamic'

const log = logLimiter(30)

/**
 * Where browsers report what the Content Security Policy blocked (next.config.ts sends
 * Reporting-Endpoints and `report-to`/`report-uri`). Each violation becomes one log line; nothing is
 * stored. Always 204 to a well-formed report, so a browser never retries.
 */
export async function POST(request: Request) {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxReportBytes) return new Response(null, { status: 413 })
  const raw = await request.text()
  if (raw.length > maxReportBytes) return new Response(null, { status: 413 })
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return new Response(null, { status: 400 })
  }
  for (const violation of readCspReports(body)) log(cspLogLine(violation), (line) => logger().warn({ part: 'csp' }, line))
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
