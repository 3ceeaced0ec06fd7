import type { Payload } from 'payload'
import { seedSiteSettings } from './site-settings'
import { seedStaff } from './staff'

/** Demo data for an empty database. Each later capability adds its own part here. */
export async function seedDemo(payload: Payload, log: (msg: string) => void = console.log) {
  log('seeding site settings')
  await seedSiteSettings(payload)
  log('seeding staff accounts')
  await seedStaff(payload)
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  return totalDocs === 0
}
