import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { User } from '@/cms/payload-types'
import { handleConsultation } from '@/lib/consultation/requests'
import { consultationRate } from '@/lib/consultation/rules'
import { consultationSchema } from '@/lib/consultation/schema'
import { testPayload } from './payload'
import { staffByRole } from './staff'

let payload: Payload
const staff: Record<string, User> = {}
const valid = { fullName: 'Reza Karimi', mobileNumber: '۰۹۱۲ ۳۴۵ ۶۷۸۹', subject: 'Galvanized pipe price', text: 'Please call me about 200 branches of 2 inch pipe.' }

beforeAll(async () => {
  payload = await testPayload()
  Object.assign(staff, await staffByRole(payload, ['admin', 'editor', 'sales', 'hr'] as const))
})

const countFrom = async (mobile: string) => (await payload.count({ collection: 'consultation-requests', where: { mobileNumber: { equals: mobile } }, overrideAccess: true })).totalDocs

describe('consultation requests', () => {
  it('the server rejects what the form rejects, with the same message keys, and saves nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ fullName: '', mobileNumber: '', subject: '', text: '' }, { fullName: 'required', mobileNumber: 'required', subject: 'required', text: 'required' }],
      [{ ...valid, mobileNumber: '0212345678' }, { mobileNumber: 'mobile' }],
      [{ ...valid, text: 'short' }, { text: 'tooShort' }],
      [{ ...valid, subject: 'x'.repeat(201) }, { subject: 'tooLong' }],
      [{ ...valid, fullName: 42 }, { fullName: expect.any(String) as unknown as string }],
    ]
    for (const [input, fieldErrors] of cases) {
      const client = consultationSchema.safeParse(input)
      expect(client.success).toBe(false)
      const server = await handleConsultation(payload, input, { ip: '198.51.100.1', locale: 'en' })
      expect(server).toEqual({ ok: false, fieldErrors })
    }
    expect(await handleConsultation(payload, 'not an object', { ip: '198.51.100.1', locale: 'en' })).toMatchObject({ ok: false })
    expect(await countFrom('09123456789')).toBe(0)
  })

  it('saves a valid request as new, with the mobile number normalized and only a hash of the address', async () => {
    expect(await handleConsultation(payload, { ...valid, status: 'answered', ipHash: 'forged' }, { ip: '198.51.100.2', locale: 'fa' })).toEqual({ ok: true })
    const { docs } = await payload.find({ collection: 'consultation-requests', where: { mobileNumber: { equals: '09123456789' } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ fullName: 'Reza Karimi', subject: 'Galvanized pipe price', status: 'new', locale: 'fa' })
    expect(docs[0]!.ipHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(docs[0])).not.toContain('198.51.100.2')
  })

  it(`limits each address to ${consultationRate.perIp} requests an hour`, async () => {
    const ip = '203.0.113.9'
    const now = new Date()
    for (let i = 0; i < consultationRate.perIp; i++) {
      expect(await handleConsultation(payload, { ...valid, mobileNumber: '09350000001' }, { ip, locale: 'en', now })).toEqual({ ok: true })
    }
    const blocked = await handleConsultation(payload, { ...valid, mobileNumber: '09350000001' }, { ip, locale: 'en', now })
    expect(blocked).toMatchObject({ ok: false, error: 'rateLimited' })
    expect(blocked.ok === false && blocked.params?.minutes).toBeGreaterThan(0)
    expect(await countFrom('09350000001')).toBe(consultationRate.perIp)
    // Another address is not affected; the same one may send again once the hour has passed.
    expect(await handleConsultation(payload, valid, { ip: '203.0.113.10', locale: 'en', now })).toEqual({ ok: true })
    const later = new Date(now.getTime() + consultationRate.windowSeconds * 1000 + 1000)
    expect(await handleConsultation(payload, valid, { ip, locale: 'en', now: later })).toEqual({ ok: true })
  })

  it('only sales, editors and admins read requests; nobody creates them through the API', async () => {
    await expect(payload.find({ collection: 'consultation-requests', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'consultation-requests', overrideAccess: false, user: staff.hr })).rejects.toThrow()
    const customer = (await payload.find({ collection: 'customers', limit: 1, overrideAccess: true })).docs[0]!
    await expect(payload.find({ collection: 'consultation-requests', overrideAccess: false, user: { ...customer, collection: 'customers' } })).rejects.toThrow()
    for (const role of ['sales', 'editor', 'admin'] as const) {
      const seen = await payload.find({ collection: 'consultation-requests', overrideAccess: false, user: staff[role] })
      expect(seen.totalDocs, role).toBeGreaterThan(0)
    }
    await expect(payload.create({ collection: 'consultation-requests', data: { ...valid, mobileNumber: '09123456789', status: 'new' as const }, overrideAccess: false })).rejects.toThrow()
    await expect(payload.create({ collection: 'consultation-requests', data: { ...valid, mobileNumber: '09123456789', status: 'new' as const }, overrideAccess: false, user: staff.admin })).rejects.toThrow()
  })

  it('sales staff mark a request answered', async () => {
    const { docs } = await payload.find({ collection: 'consultation-requests', limit: 1, overrideAccess: true })
    const updated = await payload.update({ collection: 'consultation-requests', id: docs[0]!.id, data: { status: 'answered' }, overrideAccess: false, user: staff.sales })
    expect(updated.status).toBe('answered')
  })
})
