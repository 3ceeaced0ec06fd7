import type { Payload } from 'payload'
import { seedCatalogue } from './catalogue'
import { seedBlog, seedCompany, seedGallery } from './content'
import { seedCustomers } from './customers'
import { seedPriceHistory } from './price-history'
import { seedInvoiceSettings } from './invoice-settings'
import { seedFreightRates } from './freight-rates'
import { seedSiteSettings } from './site-settings'
import { seedStaff } from './staff'

/** Demo data for an empty database. Each later capability adds its own part here. */
export type SeedOptions = { catalogue?: boolean }

export async function seedDemo(payload: Payload, log: (msg: string) => void = console.log, { catalogue = true }: SeedOptions = {}) {
  log('seeding site settings')
  await seedSiteSettings(payload)
  await seedInvoiceSettings(payload)
  await seedFreightRates(payload)
  log('seeding staff accounts')
  await seedStaff(payload)
  log('seeding a demo customer')
  await seedCustomers(payload)
  if (catalogue) {
    log('seeding the product catalogue (pictures drawn locally)')
    await seedCatalogue(payload, log)
    log('drawing a year of price history for every product')
    await seedPriceHistory(payload)
  }
  log('seeding blog posts, gallery albums, branches, certifications and company pages (pictures drawn locally)')
  await seedBlog(payload)
  await seedGallery(payload)
  await seedCompany(payload)
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  return totalDocs === 0
}
