import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { objectStorage, storagePrefixes } from './object-storage'

/**
 * Removes an upload's file when its record was rolled back: Payload only cleans up after a delete,
 * and a rolled-back create leaves the file it already wrote (on disk or in the bucket).
 */
export async function removeStoredFile(payload: Payload, collection: keyof typeof storagePrefixes, filename: string): Promise<void> {
  const storage = objectStorage()
  if (storage) {
    const client = new S3Client(storage.config)
    try {
      await client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: `${storagePrefixes[collection]}/${filename}` }))
    } finally {
      client.destroy()
    }
    return
  }
  const dir = payload.collections[collection].config.upload.staticDir
  if (dir) await rm(path.join(dir, filename), { force: true })
}
