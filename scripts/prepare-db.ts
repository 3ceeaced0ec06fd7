// Run with `payload run` (see scripts/start.mjs): migrate, seed an empty database, report.
import config from '@payload-config'
import { getPayload } from 'payload'
import { prepareDatabase } from '../cms/prepare-db'

const log = (m: string) => console.log(`[db] ${m}`)
try {
  const payload = await getPayload({ config })
  const { seeded, identity } = await prepareDatabase(payload, { seed: process.env.SEED_DEMO !== '0', log })
  // start.mjs waits for this exact line: Payload's runner can exit 0 without running anything.
  console.log(`db:ready seeded=${seeded} identity=${identity}`)
  process.exit(0)
} catch (error) {
  console.error('[db] failed:', error)
  process.exit(1)
}
