import { getRequestLanguage, type Field } from 'payload'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { adminLanguageCookie, adminRequestHeaders } from '@/lib/i18n/admin-language'
import { testPayload } from './payload'

/**
 * Every field staff can see, with those inside arrays, groups, rows, collapsibles and tabs. A
 * collection's timestamps are hidden from the edit view but are list columns; a global has no list.
 */
function shownFields(fields: readonly Field[], listed = false): Field[] {
  return fields.flatMap((f): Field[] => {
    const timestamp = listed && 'name' in f && (f.name === 'createdAt' || f.name === 'updatedAt')
    const admin = (f.admin ?? {}) as { disabled?: boolean; hidden?: boolean }
    if (('hidden' in f && f.hidden) || admin.disabled || (admin.hidden && !timestamp)) return []
    if (f.type === 'tabs') return [f, ...f.tabs.flatMap((t) => shownFields(t.fields))]
    if ('fields' in f) return [f, ...shownFields(f.fields)]
    return [f]
  })
}

describe('the admin', () => {
  it('speaks Persian to a browser in English until the staff member chooses a language', async () => {
    const { config } = await testPayload()
    const english = new Headers({ 'accept-language': 'en-US,en;q=0.9' })
    const noChoice = new Map<string, string>()
    expect(getRequestLanguage({ config, cookies: noChoice, headers: adminRequestHeaders(english, undefined) ?? english })).toBe('fa')
    const chose = new Map([[adminLanguageCookie, 'en']])
    expect(getRequestLanguage({ config, cookies: chose, headers: adminRequestHeaders(english, 'en') ?? english })).toBe('en')
    const choseArabic = new Map([[adminLanguageCookie, 'ar']])
    expect(getRequestLanguage({ config, cookies: choseArabic, headers: adminRequestHeaders(english, 'ar') ?? english })).toBe('ar')
  })

  it('draws its own avatar rather than asking an outside service', async () => {
    expect((await testPayload()).config.admin.avatar).toBe('default')
  })

  it('shows every date, in every collection and global, with the Jalali components', async () => {
    const { config } = await testPayload()
    // Payload's own collections (preferences, locks, migrations) are never shown.
    const entities = [
      ...config.collections.filter((c) => c.admin?.hidden !== true).map((c) => ({ slug: c.slug, fields: shownFields(c.fields, true) })),
      ...config.globals.map((g) => ({ slug: g.slug, fields: shownFields(g.fields) })),
    ]
    const dates = entities.flatMap((e) => e.fields.flatMap((f) => (f.type === 'date' ? [{ where: `${e.slug}.${f.name}`, f }] : [])))
    expect(dates.map((d) => d.where)).toEqual(expect.arrayContaining(['orders.createdAt', 'orders.updatedAt', 'posts.publishedAt', 'product-comments.createdAt']))
    for (const { where, f } of dates) {
      expect(f.admin?.components, where).toMatchObject({ Cell: '/components/admin/JalaliDateCell#JalaliDateCell', Field: '/components/admin/JalaliDateField#JalaliDateField' })
    }
  })

  it('labels the rows of every array staff can open', async () => {
    const { config } = await testPayload()
    const visible = [...config.collections.filter((c) => c.admin?.hidden !== true), ...config.globals]
    const arrays = visible.flatMap((e) => shownFields(e.fields).flatMap((f) => (f.type === 'array' ? [{ where: `${e.slug}.${f.name}`, f }] : [])))
    expect(arrays.map((a) => a.where)).toEqual(expect.arrayContaining(['orders.items', 'orders.history', 'products.specs', 'gallery-albums.pictures']))
    for (const { where, f } of arrays) {
      expect(f.admin?.components?.RowLabel, where).toMatchObject({ path: '/components/admin/NumberedRowLabel#NumberedRowLabel' })
    }
  })

  it('finds every admin component in the generated import map', () => {
    // Read as text: importing it would load the admin's client code and its stylesheets.
    const importMap = readFileSync('app/(payload)/admin/importMap.js', 'utf8')
    for (const name of ['JalaliDateCell', 'JalaliDateField', 'DocumentDates', 'NumberedRowLabel']) {
      expect(importMap).toContain(`"/components/admin/${name}#${name}":`)
    }
  })
})

