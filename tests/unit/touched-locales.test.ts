import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { touchedLocales } from '@/cms/hooks/touched-locales'
import { SiteSettings } from '@/cms/globals/SiteSettings'

const fields = SiteSettings.fields as Field[]
const base = {
  seoTitle: 'Arvand',
  contacts: { phone: '021-1', address: 'Tehran' },
  social: [{ id: 'a', platform: 'instagram', url: 'https://instagram.com/x' }],
  offices: [{ id: 'o', title: 'Head office', phone: '021-2' }],
}

describe('locales a settings change touched', () => {
  it('only the edited locale when only its own text changed', () => {
    const doc = { ...base, seoTitle: 'New', contacts: { ...base.contacts, address: 'Karaj' }, offices: [{ ...base.offices[0], title: 'HQ' }] }
    expect(touchedLocales({ fields, doc, previousDoc: base, locale: 'en' })).toEqual(['en'])
  })

  it('every locale when a value all locales show changed', () => {
    expect(touchedLocales({ fields, doc: { ...base, contacts: { ...base.contacts, phone: '021-9' } }, previousDoc: base, locale: 'en' })).toEqual(['fa', 'en', 'ar'])
    expect(touchedLocales({ fields, doc: { ...base, social: [] }, previousDoc: base, locale: 'fa' })).toEqual(['fa', 'en', 'ar'])
    expect(touchedLocales({ fields, doc: { ...base, offices: [{ ...base.offices[0], phone: '021-3' }] }, previousDoc: base, locale: 'ar' })).toEqual(['fa', 'en', 'ar'])
  })

  it('every locale when Payload wrote all locales at once', () => {
    expect(touchedLocales({ fields, doc: base, previousDoc: base, locale: 'all' })).toEqual(['fa', 'en', 'ar'])
  })
})
