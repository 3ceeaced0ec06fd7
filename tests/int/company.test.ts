import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { User } from '@/cms/payload-types'
import { branches as seedBranches, certifications as seedCertifications } from '@/cms/seed/company-data'
import { readBranches } from '@/lib/company/branches'
import { readCertifications } from '@/lib/company/certifications'
import { defaultSections, readHome } from '@/lib/company/home'
import { readCompanyPage } from '@/lib/company/pages'
import { readAlbum, readAlbumPaths, readAlbums } from '@/lib/gallery/albums'
import { testPayload } from './payload'
import { staffByRole } from './staff'

let payload: Payload
const staff: Record<string, User> = {}

beforeAll(async () => {
  payload = await testPayload()
  Object.assign(staff, await staffByRole(payload, ['editor', 'sales'] as const))
})

describe('company content', () => {
  it('branches come with coordinates and text in each language', async () => {
    const [fa, en, ar] = await Promise.all([readBranches('fa'), readBranches('en'), readBranches('ar')])
    expect(en).toHaveLength(seedBranches.length)
    expect(en.map((b) => b.title)).toEqual(seedBranches.map((b) => b.title.en))
    expect(fa[0]!.address).toBe(seedBranches[0]!.address.fa)
    expect(ar[2]).toMatchObject({ title: 'مصنع ساوه', lat: 35.0585, lng: 50.3566, fax: '086-42223300' })
  })

  it('certifications have an image, issuer and a validity after the issue date', async () => {
    const list = await readCertifications('en')
    expect(list.map((c) => c.code)).toEqual(seedCertifications.map((c) => c.code))
    for (const c of list) {
      expect(c.image?.url).toMatch(/^\/api\/media\/file\/certificate-\d+/)
      expect(new Date(c.validUntil!).getTime()).toBeGreaterThan(new Date(c.validFrom!).getTime())
    }
    expect((await readCertifications('ar'))[0]!.title).toBe('إدارة الجودة')
  })

  it('albums list their pictures with captions per language', async () => {
    const albums = await readAlbums('en')
    expect(albums.map((a) => [a.title, a.count])).toEqual([['Factory and production lines', 4], ['Yard and loading', 3]])
    const album = (await readAlbum('fa', albums[0]!.id))!
    expect(album.pictures.map((p) => p.caption)).toEqual(['سالن نورد', 'وان گالوانیزه', 'آزمایشگاه کنترل کیفیت', 'لوله‌های آماده بسته‌بندی'])
    expect(album.pictures[0]!.full.width).toBe(1200)
    expect(await readAlbum('en', 999_999)).toBeNull()
    expect(await readAlbumPaths()).toEqual(albums.map((a) => `/gallery/${a.id}`).sort())
  })

  it('the about and services pages and the home arrangement are localized', async () => {
    expect((await readCompanyPage('en', 'about'))?.title).toBe('About us')
    expect((await readCompanyPage('ar', 'services'))?.items).toHaveLength(3)
    const home = await readHome('fa')
    expect(home.sections).toEqual(defaultSections)
    expect(home.figures).toHaveLength(4)
    expect((await readHome('en')).heroTitle).toBe('Steel tubes and profiles for building and industry')
  })

  it('editors change content; sales staff and guests cannot', async () => {
    const branch = (await payload.find({ collection: 'branches', limit: 1, overrideAccess: true })).docs[0]!
    await expect(payload.update({ collection: 'branches', id: branch.id, data: { phone: '021-1' }, overrideAccess: false, user: staff.sales })).rejects.toThrow()
    await expect(payload.update({ collection: 'branches', id: branch.id, data: { phone: '021-1' }, overrideAccess: false })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'home-page', data: { heroTitle: 'x' }, overrideAccess: false, user: staff.sales })).rejects.toThrow()
    const edited = await payload.updateGlobal({ slug: 'home-page', locale: 'en', data: { sections: ['posts', 'consultation'] }, overrideAccess: false, user: staff.editor })
    expect(edited.sections).toEqual(['posts', 'consultation'])
    expect((await readHome('en')).sections).toEqual(['posts', 'consultation'])
    await payload.updateGlobal({ slug: 'home-page', data: { sections: [...defaultSections] }, overrideAccess: true })
  })
})
