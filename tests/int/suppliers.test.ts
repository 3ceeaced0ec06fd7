import { readdir } from 'node:fs/promises'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/cms/payload-types'
import { handleLongFormPost } from '@/lib/forms/http'
import { receiveSubmission, store } from '@/lib/forms/submit'
import { supplierForm } from '@/lib/suppliers/form'
import type { SupplierInput } from '@/lib/suppliers/schema'
import * as fx from '../fixtures/bundles'
import { supplier as person } from '../fixtures/supplier'
import { testPayload } from './payload'
import { staffByRole } from './staff'

let payload: Payload
const staff: Record<string, User> = {}
let ipCounter = 0
const freshIp = () => `10.77.0.${++ipCounter}`

const company = (): SupplierInput => ({
  ...person(),
  personType: 'legal',
  nationalId: '10380284790',
  economicCode: '411111111111',
  registrationNumber: '4521',
  registrationDate: '1390-02-01',
  ceoName: 'مریم احمدی',
  companyType: 'privateJointStock',
})

const privateDir = () => payload.collections['private-files'].config.upload.staticDir!
const stored = async () => ({
  applications: (await payload.count({ collection: 'supplier-applications', overrideAccess: true })).totalDocs,
  files: (await payload.count({ collection: 'private-files', overrideAccess: true })).totalDocs,
  onDisk: (await readdir(privateDir()).catch(() => [])).length,
})

beforeAll(async () => {
  payload = await testPayload()
  Object.assign(staff, await staffByRole(payload, ['admin', 'procurement', 'hr', 'sales', 'editor'] as const))
})

describe('supplier questionnaire submissions', () => {
  it('stores a valid company questionnaire with its documents as one private zip', async () => {
    const before = await stored()
    const result = await receiveSubmission(payload, supplierForm, { data: company(), bundle: await fx.validCompanyBundle(), ip: freshIp(), locale: 'fa' })
    expect(result).toEqual({ ok: true, reference: expect.stringMatching(/^SQ-[2-9A-Z]{4}-[2-9A-Z]{4}$/) })
    if (!result.ok) return
    expect(await stored()).toEqual({ applications: before.applications + 1, files: before.files + 1, onDisk: before.onDisk + 1 })
    const { docs } = await payload.find({ collection: 'supplier-applications', where: { reference: { equals: result.reference } }, depth: 1, overrideAccess: true })
    const doc = docs[0]!
    expect(doc).toMatchObject({ status: 'new', locale: 'fa', personType: 'legal', nationalId: '10380284790', companyType: 'privateJointStock', activityAreas: ['mechanical', 'general'] })
    expect(doc.addresses?.headOffice).toMatchObject({ postalCode: '1435916471', phone: '02188776655' })
    expect(doc.files?.map((f) => `${f.slot}/${f.name}`)).toEqual(['idCard/1-ceo-card.pdf', 'catalogue/1-catalogue.zip', 'catalogue/2-services.pdf', 'gazette/1-gazette.pdf', 'foundingNotice/1-notice.pdf', 'articles/1-articles.pdf'])
    const file = doc.bundle as { kind: string; filename: string; url: string; mimeType: string }
    expect(file).toMatchObject({ kind: 'supplier', filename: `${result.reference}.zip`, mimeType: 'application/zip' })
    // Served only through Payload's access-checked file route, never from a public folder.
    expect(file.url).toBe(`/api/private-files/file/${result.reference}.zip`)
    expect(privateDir()).not.toMatch(/public/)
  })

  it.each([
    ['HTML renamed .pdf', fx.disguisedHtmlBundle, 'wrongType'],
    ['zip bomb', fx.bombBundle, 'bomb'],
    ['../ entry', fx.traversalBundle, 'badName'],
    ['too many entries', fx.crowdedBundle, 'tooManyEntries'],
    ['oversized document', fx.oversizedBundle, 'tooBig'],
    ['link', fx.linkBundle, 'link'],
  ])('rejects a bundle with a %s and stores nothing', async (_name, make, reason) => {
    const before = await stored()
    const result = await receiveSubmission(payload, supplierForm, { data: person(), bundle: await make(), ip: freshIp(), locale: 'en' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.status).toBe(400)
    expect(result.problems?.map((p) => p.reason)).toContain(reason)
    expect(await stored()).toEqual(before)
  })

  it('rejects wrong answers and missing documents together, storing nothing', async () => {
    const before = await stored()
    const result = await receiveSubmission(payload, supplierForm, { data: { ...company(), email: 'x@', nationalId: '0499370899' }, bundle: await fx.validPersonBundle(), ip: freshIp(), locale: 'fa' })
    expect(result).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { email: 'email', nationalId: 'legalId' },
      problems: [{ reason: 'missing', slot: 'gazette' }, { reason: 'missing', slot: 'foundingNotice' }, { reason: 'missing', slot: 'articles' }],
    })
    const noZip = await receiveSubmission(payload, supplierForm, { data: person(), bundle: null, ip: freshIp(), locale: 'fa' })
    expect(noZip).toMatchObject({ ok: false, status: 400, problems: [{ reason: 'corrupt' }] })
    expect(await stored()).toEqual(before)
  })

  it('leaves no file behind when the record cannot be stored', async () => {
    const before = await stored()
    await expect(
      store(payload, supplierForm, { answers: { personType: 'not-a-type' }, bundle: await fx.validPersonBundle(), files: [], ipHash: 'x', locale: 'fa' }),
    ).rejects.toThrow()
    expect(await stored()).toEqual(before)
  })

  it('limits forms per address per hour', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await receiveSubmission(payload, supplierForm, { data: person(), bundle: await fx.validPersonBundle(), ip, locale: 'fa' })).ok).toBe(true)
    const before = await stored()
    const sixth = await receiveSubmission(payload, supplierForm, { data: person(), bundle: await fx.validPersonBundle(), ip, locale: 'fa' })
    expect(sixth).toMatchObject({ ok: false, status: 429, error: 'rateLimited', params: { minutes: 60 } })
    expect(await stored()).toEqual(before)
  })

  it('only procurement staff and admins read questionnaires and open their files', async () => {
    const customer = (await payload.find({ collection: 'customers', limit: 1, overrideAccess: true })).docs[0]!
    const outsiders = [undefined, { ...customer, collection: 'customers' }, staff.hr, staff.sales, staff.editor]
    for (const user of outsiders) {
      const label = user ? `${user.collection}:${'email' in user ? user.email : ''}` : 'guest'
      await expect(payload.find({ collection: 'supplier-applications', overrideAccess: false, user }), label).rejects.toThrow()
      if (user === staff.hr || user === staff.sales) {
        // HR opens job applicants' files and sales payment receipts, none of the suppliers'.
        const seen = await payload.find({ collection: 'private-files', overrideAccess: false, user })
        expect(seen.docs.filter((f) => f.kind === 'supplier')).toEqual([])
      } else await expect(payload.find({ collection: 'private-files', overrideAccess: false, user }), label).rejects.toThrow()
    }
    for (const role of ['procurement', 'admin']) {
      const apps = await payload.find({ collection: 'supplier-applications', overrideAccess: false, user: staff[role] })
      const files = await payload.find({ collection: 'private-files', where: { kind: { equals: 'supplier' } }, overrideAccess: false, user: staff[role] })
      expect(apps.totalDocs, role).toBeGreaterThan(0)
      expect(files.totalDocs, role).toBe(apps.totalDocs)
    }
    // Nobody sends a questionnaire or a file through the API; the storefront form is the only way in.
    await expect(payload.create({ collection: 'supplier-applications', data: { reference: 'SQ-X', status: 'new' } as never, overrideAccess: false, user: staff.admin })).rejects.toThrow()
  })

  it('lets procurement change status and notes, never the answers', async () => {
    const { docs } = await payload.find({ collection: 'supplier-applications', limit: 1, overrideAccess: true })
    const doc = docs[0]!
    const updated = await payload.update({
      collection: 'supplier-applications',
      id: doc.id,
      data: { status: 'underReview', notes: 'تماس گرفته شد', supplierName: 'changed', reference: 'SQ-CHANGED' },
      overrideAccess: false,
      user: staff.procurement,
    })
    expect(updated).toMatchObject({ status: 'underReview', notes: 'تماس گرفته شد', supplierName: doc.supplierName, reference: doc.reference })
  })

  it('speaks HTTP: 201 with the reference, 400 for broken parts, 411 without a length, 413 before reading an oversized body', async () => {
    const url = 'http://localhost/api/forms/suppliers?locale=en'
    // As a browser sends it: multipart with its declared length.
    const post = async (body: FormData, declared?: number) => {
      const encoded = new Request(url, { method: 'POST', body })
      const bytes = await encoded.arrayBuffer()
      const headers = { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(declared ?? bytes.byteLength) }
      return handleLongFormPost(new Request(url, { method: 'POST', body: bytes, headers }), payload, supplierForm, freshIp())
    }
    const form = async (answers: string, zip?: Buffer) => {
      const fd = new FormData()
      fd.append('answers', answers)
      if (zip) fd.append('documents', new Blob([new Uint8Array(zip)]), 'documents.zip')
      return fd
    }
    const ok = await post(await form(JSON.stringify(person()), await fx.validPersonBundle()))
    expect(ok.status).toBe(201)
    expect(await ok.json()).toEqual({ reference: expect.stringMatching(/^SQ-/) })
    expect(ok.headers.get('cache-control')).toBe('no-store')

    const broken = await post(await form('{not json', await fx.validPersonBundle()))
    expect(broken.status).toBe(400)
    expect((await broken.json()).fieldErrors.form).toBeDefined()

    const before = await stored()
    const huge = await post(await form(JSON.stringify(person())), 30 * 1024 * 1024)
    expect(huge.status).toBe(413)
    const unsized = await handleLongFormPost(new Request(url, { method: 'POST', body: 'x' }), payload, supplierForm, freshIp())
    expect(unsized.status).toBe(411)
    expect(await stored()).toEqual(before)
  })
})
