import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { User } from '@/cms/payload-types'
import { testPayload } from './payload'
import { staffByRole } from './staff'

let payload: Payload
const staff: Record<string, User> = {}

beforeAll(async () => {
  payload = await testPayload()
  Object.assign(staff, await staffByRole(payload, ['admin', 'editor', 'sales'] as const))
})

describe('staff accounts', () => {
  it('a guest cannot list staff accounts', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })

  it('an admin sees every staff account; others only their own', async () => {
    const all = await payload.find({ collection: 'users', overrideAccess: false, user: staff.admin })
    expect(all.totalDocs).toBeGreaterThanOrEqual(5)
    const own = await payload.find({ collection: 'users', overrideAccess: false, user: staff.sales })
    expect(own.docs.map((d) => d.email)).toEqual(['sales@example.com'])
  })

  it('only an admin creates staff accounts', async () => {
    const data = { email: 'new.staff@example.com', password: 'a-long-password-1', name: 'New', roles: ['sales' as const] }
    await expect(payload.create({ collection: 'users', data, overrideAccess: false, user: staff.editor })).rejects.toThrow()
    const created = await payload.create({ collection: 'users', data, overrideAccess: false, user: staff.admin })
    expect(created.roles).toEqual(['sales'])
  })

  it('a staff member cannot give themself another role', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: staff.editor!.id,
      data: { roles: ['admin'], name: 'Editor renamed' },
      overrideAccess: false,
      user: staff.editor,
    })
    expect(updated.name).toBe('Editor renamed')
    expect(updated.roles).toEqual(['editor'])
  })

  it('editors change the site settings; sales staff cannot', async () => {
    const edited = await payload.updateGlobal({ slug: 'site-settings', locale: 'fa', data: { seoTitle: 'عنوان تازه' }, overrideAccess: false, user: staff.editor })
    expect(edited.seoTitle).toBe('عنوان تازه')
    await expect(
      payload.updateGlobal({ slug: 'site-settings', locale: 'fa', data: { seoTitle: 'x' }, overrideAccess: false, user: staff.sales }),
    ).rejects.toThrow()
  })
})
