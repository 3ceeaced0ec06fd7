import { beforeAll, describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { GET as categoryLabel } from '@/app/api/category/categoryLabel/route'
import { locales } from '@/lib/i18n/config'
import { composeTitle } from '@/lib/seo/title'
import { readSiteSettings } from '@/lib/site/settings'
import { testPayload } from './payload'

let payload: Payload
const titles = { fa: 'فولاد آزمایشی', en: 'Test Steel Works', ar: 'مصنع الاختبار' }

beforeAll(async () => {
  payload = await testPayload()
  for (const locale of locales) {
    await payload.updateGlobal({ slug: 'site-settings', locale, data: { seoTitle: titles[locale] } })
  }
})

async function askCategoryLabel(catLabel: string) {
  const res = await categoryLabel(new NextRequest(`http://localhost/api/category/categoryLabel?catLabel=${encodeURIComponent(catLabel)}`))
  return { status: res.status, body: await res.json() }
}

describe('site settings', () => {
  it.each(locales)('keeps a separate SEO title for %s and uses it as the page title suffix', async (locale) => {
    const settings = await readSiteSettings(locale)
    expect(settings.seoTitle).toBe(titles[locale])
    expect(composeTitle('About', settings.seoTitle)).toBe(`About | ${titles[locale]}`)
  })

  it('changing one locale leaves the others as they were', async () => {
    await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: { seoTitle: 'Renamed Steel' } })
    expect((await readSiteSettings('en')).seoTitle).toBe('Renamed Steel')
    expect((await readSiteSettings('fa')).seoTitle).toBe(titles.fa)
    expect((await readSiteSettings('ar')).seoTitle).toBe(titles.ar)
    await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: { seoTitle: titles.en } })
  })

  it('keeps the demo contacts and social links from the seed', async () => {
    const settings = await readSiteSettings('en')
    expect(settings.social.map((s) => s.platform)).toContain('instagram')
    expect(settings.offices).toHaveLength(3)
    expect(settings.offices[0]?.title).toBe('Head office')
  })
})

describe('GET /api/category/categoryLabel', () => {
  it.each(locales)('answers base-info-%s with that locale’s seoTitle', async (locale) => {
    const { status, body } = await askCategoryLabel(`base-info-${locale}`)
    expect(status).toBe(200)
    expect(body).toEqual({ data: { seoTitle: titles[locale] } })
  })

  it.each(['base-info-de', 'base-info-', 'something-else', ''])('answers %j with a 404 JSON error', async (label) => {
    const { status, body } = await askCategoryLabel(label)
    expect(status).toBe(404)
    expect(body.error.status).toBe(404)
  })
})
