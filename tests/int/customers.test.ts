import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Customer, User } from '@/cms/payload-types'
import { testPayload } from './payload'
import { staffByRole } from './staff'

let payload: Payload
let sara: Customer
let omid: Customer
let sales: User

const asCustomer = (c: Customer) => ({ ...c, collection: 'customers' as const })

beforeAll(async () => {
  payload = await testPayload()
  sara = await payload.create({ collection: 'customers', data: { name: 'Sara', email: 'sara@example.com', mobile: '+98 912 111 2233', password: 'steel2026' } })
  omid = await payload.create({ collection: 'customers', data: { name: 'Omid', email: 'omid@example.com', mobile: '۰۹۱۲۴۴۴۵۵۶۶', password: 'steel2026' } })
  ;({ sales } = await staffByRole(payload, ['sales']))
})

describe('customers', () => {
  it('store the mobile number normalized, however it was typed', () => {
    expect(sara.mobile).toBe('09121112233')
    expect(omid.mobile).toBe('09124445566')
  })

  it('refuse a second account with the same mobile number', async () => {
    await expect(
      payload.create({ collection: 'customers', data: { name: 'Copy', email: 'copy@example.com', mobile: '09121112233', password: 'steel2026' } }),
    ).rejects.toThrow()
  })

  it('read only their own account; staff read all; guests none', async () => {
    const own = await payload.find({ collection: 'customers', overrideAccess: false, user: asCustomer(sara) })
    expect(own.docs.map((d) => d.id)).toEqual([sara.id])
    await expect(payload.findByID({ collection: 'customers', id: omid.id, overrideAccess: false, user: asCustomer(sara) })).rejects.toThrow()
    const all = await payload.find({ collection: 'customers', overrideAccess: false, user: sales })
    expect(all.totalDocs).toBeGreaterThanOrEqual(2)
    await expect(payload.find({ collection: 'customers', overrideAccess: false })).rejects.toThrow()
  })

  it('cannot read staff accounts or change another customer', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false, user: asCustomer(sara) })).rejects.toThrow()
    await expect(payload.update({ collection: 'customers', id: omid.id, data: { name: 'Hacked' }, overrideAccess: false, user: asCustomer(sara) })).rejects.toThrow()
  })

  it('cannot mark their own number as verified', async () => {
    const updated = await payload.update({ collection: 'customers', id: sara.id, data: { name: 'Sara K', mobileVerified: true }, overrideAccess: false, user: asCustomer(sara) })
    expect(updated.name).toBe('Sara K')
    expect(updated.mobileVerified).toBe(false)
  })

  it('sign in with a password, and never into the admin', async () => {
    const { user, token } = await payload.login({ collection: 'customers', data: { email: 'omid@example.com', password: 'steel2026' } })
    expect(token).toBeTruthy()
    expect(user?.id).toBe(omid.id)
    const access = payload.collections.customers.config.access.admin
    expect(await access?.({ req: { user: asCustomer(omid) } } as never)).toBe(false)
  })
})
