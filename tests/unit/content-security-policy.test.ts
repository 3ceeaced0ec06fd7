import { describe, expect, it } from 'vitest'
import { adminPolicy, storefrontPolicy, tileSource } from '@/lib/security/content-security-policy'

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('content security policy', () => {
  it('holds the storefront to the site: no plugins, no foreign base or form target, no framing', () => {
    const p = directives(storefrontPolicy())
    expect(p.get('default-src')).toEqual(["'self'"])
    expect(p.get('object-src')).toEqual(["'none'"])
    expect(p.get('base-uri')).toEqual(["'self'"])
    expect(p.get('form-action')).toEqual(["'self'"])
    expect(p.get('frame-ancestors')).toEqual(["'self'"])
    expect(p.get('script-src')).not.toContain("'unsafe-eval'")
    expect(p.get('script-src')!.every((s) => s.startsWith("'"))).toBe(true)
    expect(p.get('img-src')).toContain('https://*.tile.openstreetmap.org')
  })

  it('lists the configured map tiles, and nothing when the setting is not a URL', () => {
    expect(tileSource('https://{s}.tiles.example.ir/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.ir')
    expect(tileSource('https://map.example.ir:8443/tiles/{z}/{x}/{y}.png')).toBe('https://map.example.ir:8443')
    expect(tileSource("javascript:alert(1)")).toBe("'self'")
    expect(tileSource('https://a b/')).toBe("'self'")
  })

  it('lets the admin preview chosen files and frame itself, and only dev mode evaluates code', () => {
    const admin = directives(adminPolicy())
    expect(admin.get('img-src')).toContain('blob:')
    expect(admin.get('frame-src')).toEqual(["'self'"])
    expect(admin.get('object-src')).toEqual(["'none'"])
    expect(directives(adminPolicy({ dev: true })).get('script-src')).toContain("'unsafe-eval'")
  })
})

describe('download names of private files', () => {
  it('keeps letters of any script, digits, dot, dash and underscore, and nothing that could split a header or a path', async () => {
    const { safeDownloadName } = await import('@/cms/uploads/attachment-download')
    expect(safeDownloadName('SUP-1405-0042.zip')).toBe('SUP-1405-0042.zip')
    expect(safeDownloadName('کارت ملی.pdf')).toBe('کارت-ملی.pdf')
    expect(safeDownloadName('a"; filename=evil.html\r\nX: y.zip')).toBe('a-filename-evil.html-X-y.zip')
    expect(safeDownloadName('../../etc/passwd')).toBe('passwd')
    expect(safeDownloadName('...')).toBe('download')
  })
})
