import type { Payload } from 'payload'
import type { PrivateFile } from '@/cms/payload-types'
import { inWriteQueue } from '@/lib/db/write-queue'
import { removeStoredFile } from './remove-stored-file'

type StoredFile = { kind: PrivateFile['kind']; reference: string; filename: string; mimetype: string; data: Buffer }
type InTransaction = { transactionID?: string | number }

/**
 * Stores a private file and the record that points to it (a long form's submission, a payment
 * receipt) in one transaction: no record without its file, no file without its record. Payload
 * writes the file before the rows, so a rolled-back transaction leaves it behind: it is removed
 * again unless a row still names it.
 */
export async function storeWithPrivateFile<T>(payload: Payload, file: StoredFile, record: (fileId: number, req: InTransaction) => Promise<T>): Promise<T> {
  return inWriteQueue(payload, async () => {
    const transactionID = (await payload.db.beginTransaction()) ?? undefined
    const req = { transactionID }
    try {
      const stored = await payload.create({
        collection: 'private-files',
        data: { kind: file.kind, reference: file.reference },
        file: { data: file.data, mimetype: file.mimetype, name: file.filename, size: file.data.length },
        overrideAccess: true,
        depth: 0,
        req,
      })
      const result = await record(stored.id, req)
      if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
      return result
    } catch (error) {
      if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID).catch(() => {})
      await removeUnclaimed(payload, file.filename).catch(() => {})
      throw error
    }
  })
}

async function removeUnclaimed(payload: Payload, filename: string) {
  const claimed = await payload.count({ collection: 'private-files', where: { filename: { equals: filename } }, overrideAccess: true })
  if (claimed.totalDocs > 0) return
  await removeStoredFile(payload, 'private-files', filename)
}
