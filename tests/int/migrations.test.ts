import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { testPayload } from './payload'

type Snapshot = Record<string, unknown>
type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Snapshot | Promise<Snapshot>
  generateMigration: (before: Snapshot, after: Snapshot) => Promise<string[]>
}
type DrizzleAdapter = { name: string; schema: unknown; migrationDir: string; requireDrizzleKit: () => DrizzleKit }

it('the latest committed migration matches the schema the Payload config describes', async () => {
  const db = (await testPayload()).db as unknown as DrizzleAdapter
  const latest = readdirSync(db.migrationDir).filter((f) => f.endsWith('.json')).sort().at(-1)
  expect(latest, `no migration snapshot in ${db.migrationDir}`).toBeDefined()
  const before = JSON.parse(readFileSync(path.join(db.migrationDir, latest!), 'utf8')) as Snapshot
  const kit = db.requireDrizzleKit()
  const after = await kit.generateDrizzleJson(db.schema)
  // The statements `payload migrate:create` would write now: none, or the config has drifted.
  const pending = await kit.generateMigration(before, after)
  expect(pending, `schema drift on ${db.name}: run npm run migrate:create`).toEqual([])
})

it('every committed migration has run on a fresh database', async () => {
  const payload = await testPayload()
  const db = payload.db as unknown as DrizzleAdapter
  const files = readdirSync(db.migrationDir).filter((f) => /^\d.*\.ts$/.test(f)).map((f) => f.replace(/\.ts$/, ''))
  const { docs } = await payload.find({ collection: 'payload-migrations', limit: 1000, overrideAccess: true })
  expect(docs.map((d) => d.name).sort()).toEqual(files.sort())
})
