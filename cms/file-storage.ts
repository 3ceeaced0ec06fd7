import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { objectStorage, storagePrefixes } from '@/lib/storage/object-storage'

/**
 * The same address as with files on disk: the app's file route, relative, with no `?prefix=` (each
 * collection keeps one folder, so the filename alone names the file, and pictures pass through
 * next/image, which refuses query strings it was not told about).
 */
const fileRoute = (collection: keyof typeof storagePrefixes) => ({ filename }: { filename: string }) => `/api/${collection}/file/${encodeURIComponent(filename)}`

/**
 * Uploads go to the bucket when S3_BUCKET is set, to DATA_DIR otherwise. The plugin is always
 * applied (disabled without a bucket) so the schema and the admin's import map are the same either
 * way and one set of migrations serves both. Files are always served through Payload's file route,
 * after the collection's read rule: the bucket itself stays private.
 */
export function fileStorage(): Plugin {
  const storage = objectStorage()
  return s3Storage({
    enabled: storage !== null,
    alwaysInsertFields: true,
    bucket: storage?.bucket ?? '',
    config: storage?.config ?? {},
    collections: {
      media: { prefix: storagePrefixes.media, generateFileURL: fileRoute('media') },
      'private-files': { prefix: storagePrefixes['private-files'], generateFileURL: fileRoute('private-files') },
    },
  })
}
