import { readdir } from 'node:fs/promises'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/cms/payload-types'
import { employmentForm } from '@/lib/employment/form'
import { receiveSubmission } from '@/lib/forms/submit'
import { applicant } from '../fixtures/applicant'
import * as fx from '../fixtures/bundles'
import { testPayload } from './payload'
import { staffByRole } from './staff'

let payload: Payload
const staff: Record<string, User> = {}
let ipCounter = 0
const freshIp = () => `10.88.0.${++ipCounter}`

const stored = async () => ({
  applications: (await payload.count({ collection: 'job-applications', overrideAccess: true })).totalDocs,
  files: (await payload.count({ collection: 'private-files', overrideAccess: true })).totalDocs,
  onDisk: (await readdir(payload.collections['private-files'].config.upload.staticDir!).catch(() => [])).length,
})

beforeAll(async () => {
  payload = await testPayload()
  Object.assign(staff, await staffByRole(payload, ['admin', 'procurement', 'hr', 'sales', 'editor'] as const))
})

describe('employment applications', () => {
  it('stores a valid application with the photo’s size read from the picture', async () => {
    const before = await stored()
    const result = await receiveSubmission(payload, employmentForm, {
      data: applicant({ maritalStatus: 'married', spouseJob: 'معلم', spouseEducation: 'کارشناسی', marriageDate: '۱۳۹۸-۰۱-۲۰', jobs: [{ company: 'فولاد مبارکه', from: '1393-07-01', until: '1399-12-29', position: 'تکنسین', lastSalary: '۱۸٬۰۰۰٬۰۰۰', reasonForLeaving: 'مهاجرت' }] }),
      bundle: await fx.applicationBundle(await fx.photoJpeg(300, 400)),
      ip: freshIp(),
      locale: 'fa',
    })
    expect(result).toEqual({ ok: true, reference: expect.stringMatching(/^JA-/) })
    if (!result.ok) return
    expect(await stored()).toEqual({ applications: before.applications + 1, files: before.files + 1, onDisk: before.onDisk + 1 })
    const { docs } = await payload.find({ collection: 'job-applications', where: { reference: { equals: result.reference } }, depth: 1, overrideAccess: true })
    expect(docs[0]).toMatchObject({
      status: 'new',
      nationalCode: '0499370899',
      maritalStatus: 'married',
      marriageDate: '1398-01-20',
      jobs: [{ company: 'فولاد مبارکه', lastSalary: '18000000' }],
      bundle: { kind: 'job', filename: `${result.reference}.zip` },
    })
    expect(docs[0]!.files?.map(({ slot, name, width, height }) => ({ slot, name, width, height }))).toEqual([
      { slot: 'photo', name: '1-photo.jpg', width: 300, height: 400 },
      { slot: 'resume', name: '1-resume.pdf', width: null, height: null },
    ])
  })

  it.each([
    ['a 101 KB photo', async () => fx.applicationBundle(await fx.photoOfSize(101 * 1024)), { reason: 'tooBig', slot: 'photo', file: '1-photo.jpg', params: { size: 100 * 1024 } }],
    ['a PNG renamed .jpg', async () => fx.applicationBundle(await fx.photoPng()), { reason: 'wrongType', slot: 'photo', file: '1-photo.jpg', params: { kinds: 'JPEG' } }],
    ['no photo', async () => fx.makeZip([{ name: 'resume/1-cv.pdf', data: fx.pdfBytes() }]), { reason: 'missing', slot: 'photo' }],
  ])('rejects %s and stores nothing', async (_name, bundle, problem) => {
    const before = await stored()
    const result = await receiveSubmission(payload, employmentForm, { data: applicant(), bundle: await bundle(), ip: freshIp(), locale: 'fa' })
    expect(result).toEqual({ ok: false, status: 400, problems: [problem] })
    expect(await stored()).toEqual(before)
  })

  it('accepts a photo of exactly 100 KB', async () => {
    const result = await receiveSubmission(payload, employmentForm, { data: applicant(), bundle: await fx.applicationBundle(await fx.photoOfSize(100 * 1024)), ip: freshIp(), locale: 'en' })
    expect(result.ok).toBe(true)
  })

  it('rejects a missing required answer and stores nothing', async () => {
    const before = await stored()
    const result = await receiveSubmission(payload, employmentForm, { data: applicant({ lastName: '', militaryStatus: 'exempt' }), bundle: await fx.applicationBundle(await fx.photoJpeg()), ip: freshIp(), locale: 'fa' })
    expect(result).toEqual({ ok: false, status: 400, fieldErrors: { lastName: 'required', exemptionReason: 'required' } })
    expect(await stored()).toEqual(before)
  })

  it('only HR and admins read applications and open their files', async () => {
    const customer = (await payload.find({ collection: 'customers', limit: 1, overrideAccess: true })).docs[0]!
    for (const user of [undefined, { ...customer, collection: 'customers' }, staff.procurement, staff.sales, staff.editor]) {
      await expect(payload.find({ collection: 'job-applications', overrideAccess: false, user })).rejects.toThrow()
    }
    const seenByProcurement = await payload.find({ collection: 'private-files', overrideAccess: false, user: staff.procurement })
    expect(seenByProcurement.docs.filter((f) => f.kind === 'job')).toEqual([])
    for (const role of ['hr', 'admin']) {
      const apps = await payload.find({ collection: 'job-applications', overrideAccess: false, user: staff[role] })
      const files = await payload.find({ collection: 'private-files', where: { kind: { equals: 'job' } }, overrideAccess: false, user: staff[role] })
      expect(apps.totalDocs, role).toBeGreaterThan(0)
      expect(files.totalDocs, role).toBe(apps.totalDocs)
    }
    const { docs } = await payload.find({ collection: 'job-applications', limit: 1, overrideAccess: true })
    const updated = await payload.update({ collection: 'job-applications', id: docs[0]!.id, data: { status: 'shortlisted', notes: 'دعوت به مصاحبه', lastName: 'changed' }, overrideAccess: false, user: staff.hr })
    expect(updated).toMatchObject({ status: 'shortlisted', notes: 'دعوت به مصاحبه', lastName: docs[0]!.lastName })
  })
})
