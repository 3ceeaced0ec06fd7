import type { ClientField, CollectionConfig, Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { jalaliDates } from '@/cms/admin/jalali-dates'
import { adminDateText, hasTimeOfDay } from '@/components/admin/admin-date-text'
import { findSubfield, numberedLabel, rowDetail } from '@/components/admin/row-label-text'
import { adminLocale, adminRequestHeaders, isAdminPath } from '@/lib/i18n/admin-language'

describe('admin language', () => {
  const browser = () => new Headers({ 'accept-language': 'en-US,en;q=0.9', cookie: 'a=b' })

  it('keeps the browser language from the admin until the staff member chooses one', () => {
    const forwarded = adminRequestHeaders(browser(), undefined)
    expect(forwarded?.has('accept-language')).toBe(false)
    expect(forwarded?.get('cookie')).toBe('a=b')
    expect(adminRequestHeaders(browser(), 'en')).toBeNull()
    expect(adminRequestHeaders(browser(), 'fa')).toBeNull()
    // A value Payload does not offer is no choice: Payload would fall through to the browser's.
    expect(adminRequestHeaders(browser(), 'de')?.has('accept-language')).toBe(false)
    expect(adminRequestHeaders(new Headers(), undefined)).toBeNull()
  })

  it('applies to the admin pages only', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/admin/collections/orders/3')).toBe(true)
    expect(isAdminPath('/administration')).toBe(false)
    expect(isAdminPath('/api/orders')).toBe(false)
    expect(isAdminPath('/en/about')).toBe(false)
  })

  it('formats in the site locale of the admin language, Persian otherwise', () => {
    expect(adminLocale('en')).toBe('en')
    expect(adminLocale('ar')).toBe('ar')
    expect(adminLocale('de')).toBe('fa')
    expect(adminLocale(undefined)).toBe('fa')
  })
})

describe('admin dates', () => {
  // 2026-11-23 09:00 UTC is 12:30 on 2 Azar 1405 in Tehran.
  const at = '2026-11-23T09:00:00.000Z'

  it('are Jalali, in Tehran time and the language’s digits', () => {
    expect(adminDateText(at, 'fa', false)).toBe('۲ آذر ۱۴۰۵')
    expect(adminDateText(at, 'fa', true)).toMatch(/^۲ آذر ۱۴۰۵.*۱۲:۳۰$/)
    expect(adminDateText(at, 'en', false)).toMatch(/Azar 2, 1405/)
    expect(adminDateText(new Date(at), undefined, false)).toBe('۲ آذر ۱۴۰۵')
  })

  it('are empty for no value or an unreadable one', () => {
    expect(adminDateText(null, 'fa', true)).toBeNull()
    expect(adminDateText('', 'fa', true)).toBeNull()
    expect(adminDateText('not a date', 'fa', true)).toBeNull()
  })

  it('carry a time of day only where staff set one', () => {
    const at: Field = { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } }
    const validUntil: Field = { name: 'validUntil', type: 'date' }
    expect(hasTimeOfDay(at)).toBe(true)
    expect(hasTimeOfDay(validUntil)).toBe(false)
  })
})

describe('the Jalali dates plugin', () => {
  const nested: CollectionConfig = {
    slug: 'things',
    fields: [
      { name: 'when', type: 'date' },
      { name: 'rows', type: 'array', fields: [{ type: 'row', fields: [{ name: 'at', type: 'date' }] }] },
      { type: 'tabs', tabs: [{ label: 'A', fields: [{ name: 'group', type: 'group', fields: [{ name: 'on', type: 'date', admin: { components: { Cell: '/mine#Mine' } } }] }] }] },
    ],
  }
  const run = async (config: Partial<Config>) => jalaliDates(config as Config)
  const named = (fields: Field[], name: string) => fields.find((f) => 'name' in f && f.name === name)!

  it('gives every date field, however deep, the Jalali cell and field, keeping a custom one', async () => {
    const [things] = (await run({ collections: [nested] })).collections!
    const when = named(things!.fields, 'when')
    expect(when.admin?.components).toMatchObject({ Cell: '/components/admin/JalaliDateCell#JalaliDateCell', Field: '/components/admin/JalaliDateField#JalaliDateField' })
    const rows = named(things!.fields, 'rows') as Extract<Field, { type: 'array' }>
    const row = rows.fields[0] as Extract<Field, { type: 'row' }>
    expect(row.fields[0]!.admin?.components).toHaveProperty('Cell', '/components/admin/JalaliDateCell#JalaliDateCell')
    const tabs = things!.fields[2] as Extract<Field, { type: 'tabs' }>
    const group = tabs.tabs[0]!.fields[0] as Extract<Field, { type: 'group' }>
    expect(group.fields[0]!.admin?.components).toHaveProperty('Cell', '/mine#Mine')
  })

  it('declares the timestamps as Payload would, with the Jalali cell, and the document header dates', async () => {
    const [things] = (await run({ collections: [nested] })).collections!
    for (const name of ['createdAt', 'updatedAt']) {
      const field = named(things!.fields, name) as Extract<Field, { type: 'date' }>
      expect(field).toMatchObject({ type: 'date', index: true, admin: { hidden: true, disableBulkEdit: true } })
      expect(field.admin?.components?.Cell).toBe('/components/admin/JalaliDateCell#JalaliDateCell')
    }
    expect(things!.admin?.components?.edit?.beforeDocumentControls).toEqual(['/components/admin/DocumentDates#DocumentDates'])
    const [plain] = (await run({ collections: [{ slug: 'plain', timestamps: false, fields: [] }] })).collections!
    expect(plain!.fields).toEqual([])
  })

  it('reaches the globals too', async () => {
    const [settings] = (await run({ globals: [{ slug: 'settings', fields: [{ name: 'since', type: 'date' }] }] })).globals!
    expect(settings!.fields[0]!.admin?.components).toHaveProperty('Cell')
  })
})

describe('array row labels', () => {
  const stage: ClientField = { name: 'stage', type: 'select', options: [{ value: 'in_production', label: { fa: 'در حال تولید', en: 'In production', ar: 'قيد الإنتاج' } }] } as ClientField
  const title: ClientField = { name: 'title', type: 'text' } as ClientField

  it('number rows from one in the language’s digits', () => {
    expect(numberedLabel('قلم', 0, 'fa')).toBe('قلم ۱')
    expect(numberedLabel('مرحله', 11, 'fa')).toBe('مرحله ۱۲')
    expect(numberedLabel('Item', 0, 'en')).toBe('Item 1')
    expect(numberedLabel('بند', 2, 'ar')).toBe('بند ٣')
  })

  it('read a row field: a text, a text per language, or a chosen option', () => {
    expect(rowDetail('لوله گالوانیزه ', title, 'fa')).toBe('لوله گالوانیزه')
    expect(rowDetail({ fa: 'لوله', en: 'Tube' }, title, 'en')).toBe('Tube')
    expect(rowDetail({ fa: 'لوله' }, title, 'ar')).toBe('لوله')
    expect(rowDetail('in_production', stage, 'fa')).toBe('در حال تولید')
    expect(rowDetail('in_production', stage, 'en')).toBe('In production')
    expect(rowDetail(undefined, title, 'fa')).toBe('')
  })

  it('find a row field inside a layout row', () => {
    const fields = [{ type: 'row', fields: [title, stage] }] as ClientField[]
    expect(findSubfield(fields, 'stage')).toBe(stage)
    expect(findSubfield(fields, 'missing')).toBeUndefined()
  })
})
