import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one way lib/ reaches the database: Payload's Local API, initialised once per process. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
