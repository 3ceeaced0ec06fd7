import { readdir } from 'node:fs/promises'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3Server } from '../../scripts/lib/s3'
import * as fx from '../fixtures/bundles'
import { supplier } from '../fixtures/supplier'

/**
 * With S3_BUCKET set, uploads live in the bucket and nowhere else, so any instance can serve them;
 * they are still served through the collection's file route, private files as downloads.
 */
let s3: Awaited<ReturnType<typeof s3Server>>
let payload: Payload
let req: PayloadRequest

beforeAll(async () => {
  s3 = await s3Server()
  // The storage choice is read as the config is built, hence the imports after the environment.
  Object.assign(process.env, s3.env)
  payload = await (await import('./payload')).testPayload()
  req = await createLocalReq({}, payload)
})

afterAll(async () => {
  for (const key of Object.keys(s3?.env ?? {})) delete process.env[key]
  await s3?.close()
})

type Slug = 'media' | 'private-files'
/** What Payload's file route answers once the read rule has let the request through. */
async function serve(collection: Slug, doc: object, filename: string): Promise<Response | undefined> {
  const { handlers = [] } = payload.collections[collection].config.upload
  for (const handler of handlers) {
    const res = await handler(req, { doc: doc as never, headers: new Headers(), params: { collection, filename } })
    if (res instanceof Response) return res
  }
  return undefined
}
const onDisk = async (collection: Slug) => readdir(payload.collections[collection].config.upload.staticDir!).catch(() => [] as string[])

describe('uploads in S3-compatible object storage', () => {
  it('a picture and its sizes go to the bucket, not to the server’s folder, and are served from there', async () => {
    const png = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#0a275a' } }).png().toBuffer()
    const name = `bucket-${Date.now()}.png`
    const doc = await payload.create({ collection: 'media', data: { alt: 'A picture in the bucket' }, file: { data: png, mimetype: 'image/png', name, size: png.length } })
    expect(await s3.keys('media/')).toEqual(expect.arrayContaining([`media/${doc.filename}`, `media/${doc.sizes!.thumb!.filename}`, `media/${doc.sizes!.card!.filename}`]))
    expect(await onDisk('media')).not.toContain(doc.filename)
    // The app's own file route, as with files on disk: never the bucket's address.
    expect(doc.url).toBe(`/api/media/file/${doc.filename}`)
    expect(doc.sizes!.card!.url).toBe(`/api/media/file/${doc.sizes!.card!.filename}`)
    const res = await serve('media', doc, doc.filename!)
    expect(res?.status).toBe(200)
    expect(res?.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res!.arrayBuffer()).equals(png)).toBe(true)
  })

  it('every picture the demo seed draws reaches the bucket, not only the first', async () => {
    const idsOf = async (collection: 'media' | 'gallery-albums') => new Set((await payload.find({ collection, pagination: false, depth: 0, select: {} })).docs.map((d) => d.id))
    const [media, albums] = [await idsOf('media'), await idsOf('gallery-albums')]
    const { seedGallery } = await import('@/cms/seed/content')
    await seedGallery(payload)
    try {
      const { docs: drawn } = await payload.find({ collection: 'media', where: { id: { not_in: [...media] } }, pagination: false, depth: 0 })
      expect(drawn.length).toBeGreaterThan(1)
      const keys = await s3.keys('media/')
      expect(drawn.filter((doc) => !keys.includes(`media/${doc.filename}`)).map((doc) => doc.filename)).toEqual([])
    } finally {
      // Other files read the seeded gallery as it was.
      await payload.delete({ collection: 'gallery-albums', where: { id: { not_in: [...albums] } } })
      await payload.delete({ collection: 'media', where: { id: { not_in: [...media] } } })
    }
  })

  it('a file the bucket does not hold is a 404', async () => {
    const res = await serve('media', {}, 'never-uploaded.png')
    expect(res?.status).toBe(404)
  })

  it('a submission’s documents go to the bucket’s private folder and come back only as a download', async () => {
    const { receiveSubmission } = await import('@/lib/forms/submit')
    const { supplierForm } = await import('@/lib/suppliers/form')
    const bundle = await fx.validPersonBundle()
    const result = await receiveSubmission(payload, supplierForm, { data: supplier(), bundle, ip: '10.88.0.1', locale: 'fa' })
    expect(result).toMatchObject({ ok: true })
    const reference = (result as { reference: string }).reference
    expect(await s3.keys('private-files/')).toContain(`private-files/${reference}.zip`)
    expect(await onDisk('private-files')).not.toContain(`${reference}.zip`)
    const { docs } = await payload.find({ collection: 'private-files', where: { reference: { equals: reference } }, overrideAccess: true })
    const res = await serve('private-files', docs[0]!, `${reference}.zip`)
    expect(res?.status).toBe(200)
    expect(res?.headers.get('content-type')).toBe('application/octet-stream')
    expect(res?.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(res?.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await res!.arrayBuffer()).equals(bundle)).toBe(true)
  })

  it('leaves nothing in the bucket when the submission cannot be stored', async () => {
    const { store } = await import('@/lib/forms/submit')
    const { supplierForm } = await import('@/lib/suppliers/form')
    const before = await s3.keys('private-files/')
    await expect(store(payload, supplierForm, { answers: { personType: 'not-a-type' }, bundle: await fx.validPersonBundle(), files: [], ipHash: 'x', locale: 'fa' })).rejects.toThrow()
    expect(await s3.keys('private-files/')).toEqual(before)
  })
})
