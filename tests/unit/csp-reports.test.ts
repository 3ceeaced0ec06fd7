import { describe, expect, it } from 'vitest'
import { storefrontPolicy, adminPolicy, reportingEndpoints } from '@/lib/security/content-security-policy'
import { cspLogLine, logLimiter, readCspReports } from '@/lib/security/csp-reports'

describe('reports of what the Content Security Policy blocked', () => {
  it('are asked for by both policies, through report-to and report-uri, at the site’s own endpoint', () => {
    for (const policy of [storefrontPolicy(), adminPolicy()]) {
      expect(policy).toContain('report-uri /api/csp-report')
      expect(policy).toContain('report-to csp')
    }
    expect(reportingEndpoints()).toBe('csp="/api/csp-report"')
  })

  it('reads the Reporting API’s reports and the older report-uri body alike, without queries or fragments', () => {
    const modern = readCspReports([
      { type: 'csp-violation', url: 'https://shop.ir/search?q=x', body: { documentURL: 'https://shop.ir/search?q=09121234567', blockedURL: 'https://evil.example/x.js?token=1#a', effectiveDirective: 'script-src-elem', disposition: 'enforce' } },
      { type: 'deprecation', body: { id: 'x' } },
    ])
    expect(modern).toEqual([{ directive: 'script-src-elem', blocked: 'https://evil.example/x.js', page: 'https://shop.ir/search', disposition: 'enforce' }])
    const legacy = readCspReports({ 'csp-report': { 'document-uri': 'https://shop.ir/en/about#team', 'blocked-uri': 'inline', 'violated-directive': 'script-src', 'effective-directive': 'script-src-elem' } })
    expect(legacy).toEqual([{ directive: 'script-src-elem', blocked: 'inline', page: 'https://shop.ir/en/about', disposition: 'enforce' }])
    expect(cspLogLine(legacy[0]!)).toBe('[csp] blocked script-src-elem: inline on https://shop.ir/en/about')
  })

  it('finds nothing in what is not a report, and cuts every field short', () => {
    for (const body of [null, 'x', 42, {}, { 'csp-report': 'x' }, [{ type: 'csp-violation', body: { documentURL: 'a' } }], [null]]) expect(readCspReports(body)).toEqual([])
    const [long] = readCspReports([{ type: 'csp-violation', body: { effectiveDirective: 'x'.repeat(500), blockedURL: `https://a.example/${'y'.repeat(5000)}`, documentURL: 'z' } }])
    expect(long!.directive.length).toBeLessThanOrEqual(60)
    expect(long!.blocked.length).toBeLessThanOrEqual(200)
    expect(readCspReports(Array.from({ length: 100 }, () => ({ type: 'csp-violation', body: { effectiveDirective: 'img-src' } })))).toHaveLength(20)
  })

  it('log at most so many lines a minute and then say how many were left out', () => {
    let now = 0
    const lines: string[] = []
    const log = logLimiter(2, () => now)
    for (let i = 0; i < 5; i++) log(`line ${i}`, (l) => lines.push(l))
    now = 61_000
    log('line 5', (l) => lines.push(l))
    expect(lines).toEqual(['line 0', 'line 1', '[csp] 3 more reports in the last minute were not logged', 'line 5'])
  })
})
