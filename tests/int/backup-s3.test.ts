import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerViewer } from '@/lib/auth/viewer-of'
import { createBackup } from '@/lib/ops/backup/backup'
import { shopTarget } from '@/lib/ops/backup/target'
import { checkoutSchema } from '@/lib/orders/checkout-schema'
import { placeOrder } from '@/lib/orders/place'
import { submitReceipt } from '@/lib/payments/receipts'
import { objectStorage } from '@/lib/storage/object-storage'
import { freshPostgres } from '../../scripts/lib/postgres'
import { s3Server } from '../../scripts/lib/s3'

/** With uploads in a bucket, the backup downloads them and the restore uploads them into the new shop's bucket. */
let from: Awaited<ReturnType<typeof s3Server>>
let into: Awaited<ReturnType<typeof s3Server>>
let payload: Payload
const scratch = mkdtempSync(path.join(os.tmpdir(), 'steel-backup-s3-'))
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  from = await s3Server('shop-files')
  into = await s3Server('restored-files')
  // The storage choice is read as the config is built, hence the import after the environment.
  Object.assign(process.env, from.env)
  payload = await (await import('./payload')).testPayload()
})

afterAll(async () => {
  for (const key of Object.keys(from?.env ?? {})) delete process.env[key]
  for (const cleanup of cleanups) await cleanup()
  await from?.close()
  await into?.close()
  rmSync(scratch, { recursive: true, force: true })
})

async function objectOf(env: Record<string, string>, key: string) {
  const client = new S3Client(objectStorage(env)!.config)
  try {
    const { Body, ContentType } = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: key }))
    return { bytes: Buffer.from(await Body!.transformToByteArray()), type: ContentType }
  } finally {
    client.destroy()
  }
}

describe('backup and restore with uploads in S3-compatible storage', () => {
  it('a receipt in the bucket is archived and restored into the other shop’s bucket, bytes and type equal', async () => {
    const buyer = await payload.create({ collection: 'customers', data: { name: 'Bucket Buyer', email: 'bucket.buyer@example.com', mobile: '09137654321', password: 'steel-2026' } })
    const { docs } = await payload.find({ collection: 'products', where: { and: [{ stock: { not_equals: 'out_of_stock' } }, { status: { equals: 'published' } }] }, limit: 1, depth: 0 })
    const checkout = checkoutSchema.parse({ buyer: { kind: 'person', nationalCode: '0499370899' }, address: 'شیراز، خیابان زند، پلاک ۵', phone: '09137654321' })
    const order = await placeOrder(payload, { customerId: buyer.id, locale: 'fa', lines: [{ productId: docs[0]!.id, quantity: 1 }], checkout, key: randomUUID() })
    if (!order.ok) throw new Error(order.error)
    const photo = await sharp({ create: { width: 70, height: 40, channels: 3, background: '#a33' } }).jpeg().toBuffer()
    expect(await submitReceipt(payload, customerViewer(buyer), order.orderId, { data: { amount: '500000', trackingNumber: '778899', transferDate: '1405-09-14' }, file: photo })).toMatchObject({ ok: true })
    const { docs: receipts } = await payload.find({ collection: 'payment-receipts', where: { order: { equals: order.orderId } }, depth: 1 })
    const key = `private-files/${(receipts[0]!.file as { filename: string }).filename}`
    const original = await objectOf(from.env, key)

    const target = shopTarget()
    expect(target.storage?.bucket).toBe('shop-files')
    const backup = await createBackup({ target, collections: payload.config.collections.map((c) => c.slug), to: path.join(scratch, 'archives'), nextDir: path.join(scratch, 'no-build') })
    expect(backup.manifest.storage).toBe('s3')
    expect(backup.manifest.files.map((f) => f.path)).toContain(`files/${key}`)

    const dataDir = mkdtempSync(path.join(scratch, 'shop-'))
    let databaseUrl = ''
    if (target.kind === 'postgres') {
      const admin = new URL(target.databaseUrl!)
      admin.pathname = '/postgres'
      const database = await freshPostgres(admin.toString(), 'restore_s3')
      cleanups.push(() => database.drop())
      databaseUrl = database.url
    }
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/restore.ts', backup.file, '--next-dir', path.join(scratch, 'next')], {
        env: { ...process.env, ...into.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_OPTIONS: '--conditions=production', PAYLOAD_SECRET: 'restore-test-secret' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let out = ''
      child.stdout.on('data', (d) => (out += d))
      child.stderr.on('data', (d) => (out += d))
      child.on('exit', (c) => resolve({ code: c ?? 1, output: out }))
    })
    expect(code, output).toBe(0)
    const restored = await objectOf(into.env, key)
    expect(restored.bytes.equals(original.bytes)).toBe(true)
    expect(restored.type).toBe(original.type)
    expect(await into.keys('private-files/')).toEqual(await from.keys('private-files/'))
  }, 180_000)
})
