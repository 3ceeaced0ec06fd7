import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { prepareDatabase } from '@/cms/prepare-db'

let ready: Promise<Payload> | undefined

/**
 * Payload on the run's throw-away database, migrated and seeded with the demo data once. The files
 * share it (the int project does not isolate them), so none closes it: the run's end does.
 */
export function testPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getPayload({ config })
    await prepareDatabase(payload, { log: () => {} })
    return payload
  })()
  return ready
}
