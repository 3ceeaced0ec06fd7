import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { createWriteStream } from 'node:fs'
import { cp, mkdir, readFile, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ObjectStorage } from '@/lib/storage/object-storage'
import { storagePrefixes } from '@/lib/storage/object-storage'
import { listFiles } from './manifest'

/** Uploaded files live in one folder per upload collection, on disk and in the bucket alike. */
export const uploadFolders = Object.values(storagePrefixes)

/** Where the uploads sit in the archive: `files/<collection>/<name>`. */
export const FILES_DIR = 'files'

/**
 * Copies every uploaded file from DATA_DIR. Taken after the database copy: a file uploaded since
 * is kept as a harmless extra, while one the copied rows name was already on disk.
 */
export async function collectDiskFiles(dataDir: string, stagingDir: string): Promise<void> {
  for (const folder of uploadFolders) {
    const from = path.join(dataDir, folder)
    const entries = await readdir(from).catch(() => [])
    if (entries.length === 0) continue
    await cp(from, path.join(stagingDir, FILES_DIR, folder), { recursive: true })
  }
}

function bucketClient(storage: ObjectStorage) {
  return new S3Client(storage.config)
}

async function bucketKeys(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }))
    for (const o of page.Contents ?? []) if (o.Key && !o.Key.endsWith('/')) keys.push(o.Key)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys
}

/**
 * Downloads every object under the upload folders of the bucket; answers each one's content type
 * (archive path → type), which the file route serves the object with.
 */
export async function collectBucketFiles(storage: ObjectStorage, stagingDir: string): Promise<Record<string, string>> {
  const client = bucketClient(storage)
  const types: Record<string, string> = {}
  try {
    for (const folder of uploadFolders) {
      for (const key of await bucketKeys(client, storage.bucket, `${folder}/`)) {
        const out = path.join(stagingDir, FILES_DIR, ...key.split('/'))
        if (!out.startsWith(path.join(stagingDir, FILES_DIR) + path.sep)) throw new Error(`unexpected object key ${key}`)
        await mkdir(path.dirname(out), { recursive: true })
        const { Body, ContentType } = await client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: key }))
        if (!(Body instanceof Readable)) throw new Error(`the bucket sent no body for ${key}`)
        await pipeline(Body, createWriteStream(out))
        if (ContentType) types[`${FILES_DIR}/${key}`] = ContentType
      }
    }
    return types
  } finally {
    client.destroy()
  }
}

/** Whether any upload is already there: a restore must not mix its files with a live shop's. */
export async function storageHasFiles(dataDir: string, storage: ObjectStorage | null): Promise<boolean> {
  if (!storage) {
    for (const folder of uploadFolders) if ((await listFiles(path.join(dataDir, folder))).length > 0) return true
    return false
  }
  const client = bucketClient(storage)
  try {
    for (const folder of uploadFolders) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: `${folder}/`, MaxKeys: 1 }))
      if ((page.Contents ?? []).length > 0) return true
    }
    return false
  } finally {
    client.destroy()
  }
}

/** Puts the archive's uploads back, on disk or in the bucket; with `replace`, what was there goes first. */
export async function restoreFiles(
  extractedDir: string,
  { dataDir, storage, replace, contentTypes = {} }: { dataDir: string; storage: ObjectStorage | null; replace: boolean; contentTypes?: Record<string, string> },
): Promise<number> {
  const root = path.join(extractedDir, FILES_DIR)
  const files = await listFiles(root)
  if (!storage) {
    for (const folder of uploadFolders) {
      if (replace) await rm(path.join(dataDir, folder), { recursive: true, force: true })
      const from = path.join(root, folder)
      if ((await listFiles(from)).length > 0) await cp(from, path.join(dataDir, folder), { recursive: true })
    }
    return files.length
  }
  const client = bucketClient(storage)
  try {
    if (replace) {
      for (const folder of uploadFolders) {
        for (const key of await bucketKeys(client, storage.bucket, `${folder}/`)) await client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: key }))
      }
    }
    for (const rel of files) {
      const ContentType = contentTypes[`${FILES_DIR}/${rel}`]
      await client.send(new PutObjectCommand({ Bucket: storage.bucket, Key: rel, Body: await readFile(path.join(root, rel)), ...(ContentType ? { ContentType } : {}) }))
    }
  } finally {
    client.destroy()
  }
  return files.length
}
