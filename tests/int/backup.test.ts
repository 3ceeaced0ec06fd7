import { createClient } from '@libsql/client'
import { createClient as createRedisClient } from '@redis/client'
import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir, readFile, truncate, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Customer, Product } from '@/cms/payload-types'
import { customerViewer } from '@/lib/auth/viewer-of'
import { readArchive } from '@/lib/ops/backup/archive-read'
import { createBackup } from '@/lib/ops/backup/backup'
import { restoreBackup } from '@/lib/ops/backup/restore'
import { shopTarget, type ShopTarget } from '@/lib/ops/backup/target'
import { checkoutSchema } from '@/lib/orders/checkout-schema'
import { placeOrder } from '@/lib/orders/place'
import { submitReceipt } from '@/lib/payments/receipts'
import { freshPostgres } from '../../scripts/lib/postgres'
import { testPayload } from './payload'

/**
 * A backup taken while orders are being placed, restored into a second, empty shop (another
 * SQLite folder, or another PostgreSQL database): every order is there whole or not at all, and the
 * receipts, their files and the price history came along. Damaged archives and a target that cannot
 * be written are refused with words that say why.
 */
let payload: Payload
let buyer: Customer
let product: Product
let source: ShopTarget
let collections: string[]
const scratch = mkdtempSync(path.join(os.tmpdir(), 'steel-backup-test-'))
const cleanups: (() => Promise<void> | void)[] = []
const checkout = checkoutSchema.parse({ buyer: { kind: 'person', nationalCode: '0499370899' }, address: 'اصفهان، خیابان چهارباغ، پلاک ۸', phone: '09131234567' })

beforeAll(async () => {
  payload = await testPayload()
  source = shopTarget()
  collections = payload.config.collections.map((c) => c.slug)
  buyer = await payload.create({ collection: 'customers', data: { name: 'Backup Buyer', email: 'backup.buyer@example.com', mobile: '09131234567', password: 'steel-2026' } })
  const { docs } = await payload.find({ collection: 'products', where: { and: [{ stock: { not_equals: 'out_of_stock' } }, { status: { equals: 'published' } }] }, limit: 1, depth: 0 })
  product = docs[0]!
})

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  rmSync(scratch, { recursive: true, force: true })
})

/** A second shop, empty: its own SQLite folder, or a fresh database on the same PostgreSQL server. */
async function emptyShop(): Promise<{ env: Record<string, string>; rows: (sql: string) => Promise<Record<string, unknown>[]> }> {
  const dataDir = mkdtempSync(path.join(scratch, 'shop-'))
  if (source.kind === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async rows(sql) {
        const client = createClient({ url: `file:${path.join(dataDir, 'app.db')}` })
        try {
          return (await client.execute(sql)).rows.map((r) => ({ ...r }))
        } finally {
          client.close()
        }
      },
    }
  }
  const admin = new URL(source.databaseUrl!)
  admin.pathname = '/postgres'
  const database = await freshPostgres(admin.toString(), 'restore')
  cleanups.push(() => database.drop())
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    async rows(sql) {
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      try {
        return (await client.query(sql)).rows
      } finally {
        await client.end()
      }
    },
  }
}

/** `npm run restore` as an operator runs it, in its own process, against the given shop. */
function restoreCli(archive: string, env: Record<string, string>, ...extra: string[]) {
  return tsxScript(['scripts/restore.ts', archive, '--next-dir', path.join(scratch, 'next'), ...extra], env)
}

function tsxScript(args: string[], env: Record<string, string>, onOutput: (text: string) => void = () => {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), ...args], {
      env: { ...process.env, ...env, NODE_OPTIONS: '--conditions=production', PAYLOAD_SECRET: 'restore-test-secret' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const take = (d: Buffer) => {
      output += d
      onOutput(String(d))
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('exit', (code) => resolve({ code: code ?? 1, output }))
  })
}

/** A redis-server of the test's own, when the machine has one (the cluster suite needs it too). */
async function redisServer() {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null
  const port = 6400 + Math.floor(Math.random() * 500)
  const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const url = `redis://127.0.0.1:${port}`
  const client = createRedisClient({ url })
  client.on('error', () => {})
  // Retried by the client until the server listens.
  await client.connect()
  cleanups.push(async () => {
    await client.close()
    server.kill()
  })
  return { url, client }
}

const backupTo = (to: string) => createBackup({ target: source, collections, to, nextDir: path.join(scratch, 'no-build') })

let archive: string
let placedBefore: number[] = []
let inFlight: number[] = []
let receiptFile: { filename: string; bytes: Buffer }
let priceChangeId: number
let ordersInArchive: number

describe('backup while the shop takes orders, restored into an empty shop', () => {
  it('takes one archive while 20 orders are being placed', async () => {
    // A receipt (with its private file) and a price change: what a restore must bring back beside orders.
    const first = await placeOrder(payload, { customerId: buyer.id, locale: 'fa', lines: [{ productId: product.id, quantity: 2 }], checkout, key: randomUUID() })
    if (!first.ok) throw new Error(first.error)
    const photo = await sharp({ create: { width: 80, height: 50, channels: 3, background: '#36c' } }).jpeg().toBuffer()
    expect(await submitReceipt(payload, customerViewer(buyer), first.orderId, { data: { amount: '1000000', trackingNumber: '445566', transferDate: '1405-09-14' }, file: photo })).toMatchObject({ ok: true })
    const { docs: receipts } = await payload.find({ collection: 'payment-receipts', where: { order: { equals: first.orderId } }, depth: 1 })
    const file = receipts[0]!.file as { filename: string }
    receiptFile = { filename: file.filename, bytes: await readFile(path.join(source.dataDir, 'private-files', file.filename)) }
    await payload.update({ collection: 'products', id: product.id, data: { price: (product.price ?? 0) + 12_345 } })
    const { docs: changes } = await payload.find({ collection: 'price-changes', where: { product: { equals: product.id } }, sort: '-at', limit: 1, depth: 0 })
    priceChangeId = changes[0]!.id
    placedBefore = [first.orderId]

    // `npm run backup` in its own process, as an operator runs it beside the serving shop; the 20
    // orders are sent the moment it starts copying the database, several at a time, as checkouts arrive.
    let copying: () => void = () => {}
    const copyBegun = new Promise<void>((resolve) => (copying = resolve))
    const cli = tsxScript(['scripts/backup.ts', '--to', path.join(scratch, 'archives')], {}, (text) => {
      if (/VACUUM INTO|pg_dump/.test(text)) copying()
    })
    await Promise.race([copyBegun, cli.then(({ output }) => Promise.reject(new Error(`the backup ended before copying the database:\n${output}`)))])
    inFlight = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 15))
        const r = await placeOrder(payload, { customerId: buyer.id, locale: 'en', lines: [{ productId: product.id, quantity: 1 + (i % 3) }], checkout, key: randomUUID() })
        if (!r.ok) throw new Error(r.error)
        return r.orderId
      }),
    )
    const { code, output } = await cli
    expect(code, output).toBe(0)
    archive = /^backup:written (.+)$/m.exec(output)![1]!
    const backup = { manifest: await readArchive(archive, mkdtempSync(path.join(scratch, 'check-'))) }
    ordersInArchive = backup.manifest.counts.orders!
    expect(inFlight).toHaveLength(20)
    expect(path.basename(archive)).toMatch(/^steel-backup-.+\.tar\.gz$/)
    expect(readdirSync(path.dirname(archive))).toEqual([path.basename(archive)])
    // The build it was taken beside, when there is one (CI builds before this suite runs on PostgreSQL).
    const buildId = existsSync('.next/BUILD_ID') ? readFileSync('.next/BUILD_ID', 'utf8').trim() : null
    expect(backup.manifest).toMatchObject({ format: 1, database: { kind: source.kind }, storage: 'disk', buildId })
    expect(backup.manifest.database.latestMigration).toMatch(/^\d{8}_\d{6}_/)
    expect(backup.manifest.files.map((f) => f.path)).toContain(`files/private-files/${receiptFile.filename}`)
    expect(backup.manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true)
  }, 120_000)

  it('restores into an empty shop: orders whole or absent, receipts, private files and price history', async () => {
    const shop = await emptyShop()
    // Pages cached before the restore, in Next's file cache and in a Redis shared by the instances.
    const nextDir = path.join(scratch, 'next')
    await mkdir(path.join(nextDir, 'cache', 'fetch-cache'), { recursive: true })
    await writeFile(path.join(nextDir, 'cache', 'fetch-cache', 'page'), 'before the restore')
    await writeFile(path.join(nextDir, 'cache', 'database-identity'), 'same-as-the-archive')
    const redis = await redisServer()
    await redis?.client.set('steel:build:db:page', 'before the restore')
    await redis?.client.set('another-site:page', 'not ours')
    const { code, output } = await restoreCli(archive, { ...shop.env, ...(redis ? { REDIS_URL: redis.url } : {}) })
    expect(code, output).toBe(0)
    expect(output).toContain('restore:done')
    expect(readdirSync(path.join(nextDir, 'cache'))).toEqual([])
    if (redis) expect(await redis.client.keys('*')).toEqual(['another-site:page'])

    const orders = await shop.rows('SELECT id FROM orders ORDER BY id')
    const restoredIds = orders.map((o) => Number(o.id))
    // Every order placed before the backup began is in it.
    expect(restoredIds).toEqual(expect.arrayContaining(placedBefore))
    // Each order in the copy has every one of its lines, exactly as placed: nothing half-written.
    const { docs: live } = await payload.find({ collection: 'orders', where: { id: { in: restoredIds } }, pagination: false, depth: 0 })
    const lines = await shop.rows('SELECT _parent_id AS parent, quantity, line_total AS total FROM orders_items')
    for (const order of live) {
      const restored = lines.filter((l) => Number(l.parent) === order.id).map((l) => [Number(l.quantity), Number(l.total)])
      expect(restored, `order ${order.id}`).toEqual((order.items ?? []).map((i) => [i.quantity, i.lineTotal]))
    }
    expect(live.length).toBe(restoredIds.length)
    console.log(`[backup test] ${restoredIds.filter((id) => inFlight.includes(id)).length} of the ${inFlight.length} orders placed during the copy are in it`)
    // The manifest counted exactly the copy: orders placed while it was taken are in it or not, never in between.
    expect(restoredIds.length).toBe(ordersInArchive)

    const receipts = await shop.rows(`SELECT r.tracking_number AS tracking, f.filename AS filename FROM payment_receipts r JOIN private_files f ON f.id = r.file_id`)
    expect(receipts).toContainEqual({ tracking: '445566', filename: receiptFile.filename })
    expect((await readFile(path.join(shop.env.DATA_DIR!, 'private-files', receiptFile.filename))).equals(receiptFile.bytes)).toBe(true)
    expect((await shop.rows(`SELECT id FROM price_changes WHERE id = ${priceChangeId}`)).length).toBe(1)
    const migrations = await shop.rows(`SELECT count(*) AS n FROM payload_migrations`)
    expect(Number(migrations[0]!.n)).toBeGreaterThan(10)

    // A second restore onto the now-used shop is refused without --force.
    const again = await restoreCli(archive, shop.env)
    expect(again.code).toBe(1)
    expect(again.output).toMatch(/not empty.*--force/)
  }, 180_000)
})

/** Restore in this process: the checks come before anything is written or migrated. */
async function restoreInto(file: string) {
  const target = shopTarget({ DATA_DIR: mkdtempSync(path.join(scratch, 'never-')), DATABASE_URL: source.kind === 'postgres' ? 'postgres://nobody@127.0.0.1:1/none' : '' })
  return restoreBackup({ archive: file, target, nextDir: path.join(scratch, 'next'), migrate: () => Promise.reject(new Error('must not be reached')) })
}

describe('an archive from an older release', () => {
  it('is brought up to this code’s migrations by the restore', async () => {
    const older = await emptyShop()
    const made = await tsxScript(['tests/fixtures/older-schema.ts'], older.env)
    const at = /older-schema:ready (\S+)/.exec(made.output)?.[1]
    expect(at, made.output).toBeTruthy()
    const backup = await createBackup({ target: shopTarget(older.env), collections, to: path.join(scratch, 'older'), nextDir: path.join(scratch, 'no-build') })
    expect(backup.manifest.database.latestMigration).toBe(at)
    const shop = await emptyShop()
    const { code, output } = await restoreCli(backup.file, shop.env)
    expect(code, output).toBe(0)
    const [latest] = await shop.rows(`SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1`)
    expect(String(latest!.name) > at!).toBe(true)
    expect(output).toContain(`migrations to run: ${String(latest!.name)}`)
  }, 180_000)
})

describe('damaged archives are refused', () => {
  it('a changed file: names the file', async () => {
    const dir = mkdtempSync(path.join(scratch, 'tamper-'))
    await tar.x({ file: archive, cwd: dir })
    const victim = path.join(dir, 'files', 'private-files', receiptFile.filename)
    const bytes = await readFile(victim)
    const at = bytes.length - 3
    bytes[at] = bytes[at]! ^ 0xff
    await writeFile(victim, bytes)
    const tampered = path.join(scratch, 'tampered.tar.gz')
    await tar.c({ gzip: true, cwd: dir, file: tampered }, readdirSync(dir))
    await expect(restoreInto(tampered)).rejects.toThrow(`files/private-files/${receiptFile.filename} does not match its SHA-256`)
  })

  it('a truncated archive', async () => {
    const cut = path.join(scratch, 'truncated.tar.gz')
    await writeFile(cut, await readFile(archive))
    await truncate(cut, Math.floor((await readFile(archive)).length / 2))
    await expect(restoreInto(cut)).rejects.toThrow(/truncated or damaged/)
  })

  it('an archive of the other kind of database: restoring across databases is not supported', async () => {
    const target = shopTarget({ DATA_DIR: mkdtempSync(path.join(scratch, 'cross-shop-')), DATABASE_URL: source.kind === 'sqlite' ? 'postgres://nobody@127.0.0.1:1/none' : '' })
    await expect(restoreBackup({ archive, target, migrate: () => Promise.reject(new Error('must not be reached')) })).rejects.toThrow(/not supported/)
  })
})

/** A folder as small or as read-only as asked, when this machine lets the test mount one. */
function mounted(options: string): string | null {
  if (process.getuid?.() !== 0) return null
  const dir = mkdtempSync(path.join(scratch, 'mount-'))
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir])
  if (r.status !== 0) return null
  cleanups.push(() => void spawnSync('umount', [dir]))
  return dir
}

describe('a target the archive cannot be written to', () => {
  it('an unwritable folder fails with a clear message and leaves no archive', async () => {
    let dir = mounted('ro,size=1m')
    if (!dir) {
      dir = mkdtempSync(path.join(scratch, 'readonly-'))
      if (process.getuid?.() === 0) {
        // Root writes anywhere a folder exists: a path through a file cannot be written by anyone.
        writeFileSync(path.join(dir, 'a-file'), '')
        dir = path.join(dir, 'a-file', 'backups')
      } else {
        await mkdir(dir, { recursive: true, mode: 0o555 })
      }
    }
    await expect(backupTo(dir)).rejects.toThrow(/backup failed: cannot write .*steel-backup-.*\.tar\.gz \((the file system is read-only|permission denied|a part of the path is a file, not a folder)\); no archive was left there/)
    expect(readdirSync(path.dirname(dir)).filter((n) => n.includes('steel-backup'))).toEqual([])
  })

  it('a full disk fails with a clear message and leaves no partial archive', async (ctx) => {
    const dir = mounted('size=256k')
    if (!dir) return ctx.skip()
    await expect(backupTo(dir)).rejects.toThrow(/cannot write .* \(the disk is full\); no archive was left there/)
    expect(readdirSync(dir)).toEqual([])
  })
})
