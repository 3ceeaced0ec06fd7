import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { objectStorage } from '../../lib/storage/object-storage'

/**
 * A local S3-compatible server (s3rver, on disk in a temporary folder) with one private bucket, and
 * the environment that points the app at it, as ArvanCloud or MinIO would be configured.
 */
export async function s3Server(bucket = 'steel-files') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 's3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  // s3rver's fixed keys; it checks each request's signature against them.
  const env = { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }
  const client = new S3Client(objectStorage(env)!.config)
  return {
    env,
    /** Every object key under `prefix`. */
    async keys(prefix = ''): Promise<string[]> {
      const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))
      return Contents.map((o) => o.Key!).sort()
    },
    async close() {
      client.destroy()
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
