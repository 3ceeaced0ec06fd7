import path from 'node:path'

/** Where the embedded database, uploads and the SMS outbox live. */
export const dataDir = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data')

/** A limit an operator may set (a whole number above 0); anything else, or nothing, keeps `fallback`. */
export function positiveIntFromEnv(name: string, fallback: number): number {
  const n = Number(process.env[name])
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export const isPostgresUrl = (url: string | undefined): boolean => !!url && /^postgres(ql)?:\/\//.test(url)

export function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET
  if (secret) return secret
  // `next build` evaluates the config without serving anything; every real start needs the secret.
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('PAYLOAD_SECRET is not set: refusing to start in production without it.')
  }
  return 'development-only-secret-not-for-production'
}
