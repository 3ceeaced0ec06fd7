/**
 * Content Security Policy violations reported by browsers (`report-to` through Reporting-Endpoints,
 * and the older `report-uri`), read into one short log line each. A report is the browser's word
 * about a page, sent by anyone who can post: nothing in it is trusted, the addresses in it lose
 * their query and fragment (they can hold a visitor's search or a token), and every field is cut short.
 */
export const cspReportPath = '/api/csp-report'
/** The name `report-to` uses for the endpoint the Reporting-Endpoints header declares. */
export const cspReportGroup = 'csp'
/** A report is a few hundred bytes; anything much larger is not one. */
export const maxReportBytes = 16 * 1024

export type CspViolation = { directive: string; blocked: string; page: string; disposition: string }

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : '')

/** An address without its query, fragment and credentials; keywords such as `inline` stay as they are. */
function addressOnly(value: unknown): string {
  const raw = text(value, 2_000)
  try {
    const url = new URL(raw)
    return `${url.protocol}//${url.host}${url.pathname}`.slice(0, 200)
  } catch {
    return raw.replace(/[?#].*$/, '').slice(0, 200)
  }
}

type Fields = Record<string, unknown>

function fromFields(body: Fields, names: { directive: string[]; blocked: string; page: string }): CspViolation | null {
  const directive = names.directive.map((n) => text(body[n], 60)).find(Boolean) ?? ''
  if (!directive) return null
  return { directive, blocked: addressOnly(body[names.blocked]), page: addressOnly(body[names.page]), disposition: text(body.disposition, 10) || 'enforce' }
}

/**
 * The violations in a report body: `application/reports+json` (an array of reports, the
 * Reporting API) or `application/csp-report` (`{"csp-report": {...}}`, report-uri). Anything else: none.
 */
export function readCspReports(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    return body
      .slice(0, 20)
      .flatMap((report: unknown) => {
        if (!report || typeof report !== 'object') return []
        const { type, body: fields } = report as { type?: unknown; body?: unknown }
        if (type !== 'csp-violation' || !fields || typeof fields !== 'object') return []
        const found = fromFields(fields as Fields, { directive: ['effectiveDirective', 'violatedDirective'], blocked: 'blockedURL', page: 'documentURL' })
        return found ? [found] : []
      })
  }
  if (body && typeof body === 'object' && 'csp-report' in body) {
    const fields = (body as Record<string, unknown>)['csp-report']
    if (!fields || typeof fields !== 'object') return []
    const found = fromFields(fields as Fields, { directive: ['effective-directive', 'violated-directive'], blocked: 'blocked-uri', page: 'document-uri' })
    return found ? [found] : []
  }
  return []
}

export const cspLogLine = (v: CspViolation) => `[csp] ${v.disposition === 'report' ? 'would block' : 'blocked'} ${v.directive}: ${v.blocked || '(none)'} on ${v.page || '(unknown page)'}`

/**
 * At most `perMinute` lines a minute from this process: a page that breaks its policy on every view,
 * or someone posting reports in a loop, must not flood the log. Says how many were left out.
 */
export function logLimiter(perMinute: number, now: () => number = Date.now) {
  let windowStart = 0
  let written = 0
  let dropped = 0
  return (line: string, write: (line: string) => void) => {
    const t = now()
    if (t - windowStart >= 60_000) {
      if (dropped > 0) write(`[csp] ${dropped} more reports in the last minute were not logged`)
      windowStart = t
      written = 0
      dropped = 0
    }
    if (written < perMinute) {
      written += 1
      write(line)
    } else dropped += 1
  }
}
