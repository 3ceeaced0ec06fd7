import { describe, expect, it } from 'vitest'
import { switchRoute, switchTarget } from '@/lib/i18n/switch-target'

const hosts = ['shop.example', '127.0.0.1:3100']

describe('the language switcher’s server-drawn links', () => {
  it('lead through the route with the page’s path', () => {
    expect(switchRoute('en', '/search/square-tubes')).toBe('/api/locale/en?from=%2Fsearch%2Fsquare-tubes')
  })

  it('keep the query the Referer holds, in the chosen language, from any language', () => {
    expect(switchTarget('en', { from: '/search/square-tubes', referer: 'http://127.0.0.1:3100/search/square-tubes?sort=cheapest', ownHosts: hosts })).toBe('/en/search/square-tubes?sort=cheapest')
    expect(switchTarget('fa', { from: '/search', referer: 'https://shop.example/ar/search?page=2', ownHosts: hosts })).toBe('/search?page=2')
    expect(switchTarget('ar', { from: '/', referer: 'https://shop.example/en', ownHosts: hosts })).toBe('/ar')
  })

  it('use the written path when there is no Referer or it is another site’s', () => {
    expect(switchTarget('en', { from: '/blog', referer: null, ownHosts: hosts })).toBe('/en/blog')
    expect(switchTarget('en', { from: '/blog', referer: 'https://evil.example/phish?x=1', ownHosts: hosts })).toBe('/en/blog')
    expect(switchTarget('en', { from: '/blog', referer: 'not a url', ownHosts: hosts })).toBe('/en/blog')
  })

  it('never lead off the site or into the API and the admin', () => {
    for (const from of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/api/users/me', '/admin', null]) {
      expect(switchTarget('en', { from, referer: null, ownHosts: hosts }), String(from)).toBe('/en')
    }
    expect(switchTarget('fa', { from: null, referer: null, ownHosts: hosts })).toBe('/')
  })
})
