import type { S3ClientConfig } from '@aws-sdk/client-s3'

export type ObjectStorage = { bucket: string; config: S3ClientConfig }

/** Folders inside the bucket: the public pictures and the submissions' documents never share one. */
export const storagePrefixes = { media: 'media', 'private-files': 'private-files' } as const

/**
 * S3-compatible object storage from the environment, or null for files under DATA_DIR. Iranian
 * providers (ArvanCloud, Liara) and MinIO-style servers address buckets by path, so a custom
 * endpoint means path-style unless S3_FORCE_PATH_STYLE=0 says otherwise.
 */
export function objectStorage(env: Record<string, string | undefined> = process.env): ObjectStorage | null {
  const bucket = env.S3_BUCKET
  if (!bucket) return null
  const endpoint = env.S3_ENDPOINT || undefined
  const accessKeyId = env.S3_ACCESS_KEY_ID
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY
  return {
    bucket,
    config: {
      endpoint,
      region: env.S3_REGION || 'us-east-1',
      forcePathStyle: endpoint ? env.S3_FORCE_PATH_STYLE !== '0' : env.S3_FORCE_PATH_STYLE === '1',
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  }
}
