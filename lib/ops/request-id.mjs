// @ts-check
import { randomUUID } from 'node:crypto'

export const requestIdHeader = 'x-request-id'

// What a balancer or a client may hand us as an id: a short token (a UUID, nginx's $request_id, a
// trace id). Anything else could forge log lines or carry text into them, so it is replaced.
const sane = /^[A-Za-z0-9._:-]{8,64}$/

/** The incoming id when it is a sane token, otherwise null. @param {string | string[] | null | undefined} value */
export function saneRequestId(value) {
  const one = Array.isArray(value) ? value[0] : value
  return typeof one === 'string' && sane.test(one) ? one : null
}

/** The id a request is known by: the one it came with when sane, a new one otherwise. @param {string | string[] | null | undefined} incoming */
export function requestIdFor(incoming) {
  return saneRequestId(incoming) ?? randomUUID()
}
