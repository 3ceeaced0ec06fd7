import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase } from '../../scripts/lib/build.mjs'
import { freshPostgres } from '../../scripts/lib/cluster'

const adminUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
let database: Awaited<ReturnType<typeof freshPostgres>>

beforeAll(async () => {
  database = await freshPostgres(adminUrl)
})

afterAll(async () => {
  await database?.drop()
})

describe('instances started together on an empty database', () => {
  it('migrate and seed it once: one seeds, the other finds it done, nothing is doubled', async () => {
    const env = { ...process.env, DATABASE_URL: database.url, PAYLOAD_SECRET: 'cluster-test-secret' }
    const lines: string[] = []
    const results = await Promise.all(['a', 'b', 'c'].map((name) => prepareDatabase((m: string) => lines.push(`${name}: ${m}`), env)))
    expect(results.map((r) => r.seeded).sort()).toEqual([false, false, true])
    // One database, one name for it, whichever instance seeded it: their caches are the same cache.
    expect(new Set(results.map((r) => r.identity)).size).toBe(1)
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n)
    expect(await count('SELECT count(*) AS n FROM "users" WHERE "email" = \'admin@example.com\'')).toBe(1)
    expect(await count('SELECT count(*) AS n FROM "site_settings"')).toBe(1)
    expect(await count('SELECT count(DISTINCT "name") AS n FROM "payload_migrations"')).toBe(await count('SELECT count(*) AS n FROM "payload_migrations"'))
    await client.end()
  })
})
