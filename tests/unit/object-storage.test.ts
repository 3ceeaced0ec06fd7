import { describe, expect, it } from 'vitest'
import { objectStorage } from '@/lib/storage/object-storage'

describe('object storage from the environment', () => {
  it('is off without a bucket: files stay in DATA_DIR', () => {
    expect(objectStorage({ S3_ENDPOINT: 'https://s3.ir-thr-at1.arvanstorage.ir' })).toBeNull()
  })

  it('addresses an Iranian or MinIO-style endpoint by path, with the given keys and region', () => {
    const storage = objectStorage({ S3_BUCKET: 'steel', S3_ENDPOINT: 'https://s3.ir-thr-at1.arvanstorage.ir', S3_REGION: 'ir-thr-at1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' })
    expect(storage).toEqual({
      bucket: 'steel',
      config: { endpoint: 'https://s3.ir-thr-at1.arvanstorage.ir', region: 'ir-thr-at1', forcePathStyle: true, credentials: { accessKeyId: 'id', secretAccessKey: 'secret' } },
    })
  })

  it('uses virtual-host addressing on AWS itself, and lets either default be turned round', () => {
    expect(objectStorage({ S3_BUCKET: 'steel' })!.config).toMatchObject({ endpoint: undefined, region: 'us-east-1', forcePathStyle: false })
    expect(objectStorage({ S3_BUCKET: 'steel', S3_FORCE_PATH_STYLE: '1' })!.config.forcePathStyle).toBe(true)
    expect(objectStorage({ S3_BUCKET: 'steel', S3_ENDPOINT: 'https://storage.example', S3_FORCE_PATH_STYLE: '0' })!.config.forcePathStyle).toBe(false)
  })

  it('leaves credentials to the SDK’s own sources unless both keys are given', () => {
    expect(objectStorage({ S3_BUCKET: 'steel', S3_ACCESS_KEY_ID: 'id' })!.config).not.toHaveProperty('credentials')
  })
})
