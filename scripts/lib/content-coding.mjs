// Which compression a request takes for an answer the server sends already compressed (a cached
// page, a script the build compressed): brotli first, then gzip, as the compressor ranks them.
import Negotiator from 'negotiator'

const codings = ['br', 'gzip', 'identity']

/** 'br', 'gzip', or 'identity' when the request takes neither; null when it refuses all three. */
export function acceptedCoding(req) {
  return new Negotiator(req).encoding(codings, { preferred: codings }) ?? null
}
