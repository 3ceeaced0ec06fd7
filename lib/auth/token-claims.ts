import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION, type Payload } from 'payload'

export type TokenClaims = { id: number | string; collection: string; sid?: string }

/**
 * The session token Payload itself would read from this request (its `extractJWT`, which it does not
 * export): in its configured order, `Bearer`/`JWT` headers, and the cookie only where Payload takes
 * it: an Origin on the CSRF list, or, with no Origin, a browser's same-site request. A cookie Payload
 * ignores (a script replaying it) is no session here either.
 */
export function tokenOf(payload: Payload, headers: Headers): string | null {
  const order = payload.config.auth.jwtOrder ?? ['JWT', 'Bearer', 'cookie']
  for (const method of order) {
    if (method === 'JWT' || method === 'Bearer') {
      const header = headers.get('authorization')
      if (header?.startsWith(`${method} `)) return header.slice(method.length + 1).trim() || null
      continue
    }
    const name = `${payload.config.cookiePrefix}-token=`
    const pair = (headers.get('cookie') ?? '').split(/;\s*/).find((p) => p.startsWith(name) && p.length > name.length)
    if (!pair) continue
    const token = decodeURIComponent(pair.slice(name.length))
    const csrf = payload.config.csrf
    const origin = headers.get('origin')
    const site = headers.get('sec-fetch-site')
    const taken = origin ? csrf.length === 0 || csrf.includes(origin) : csrf.length === 0 || site === 'same-origin' || site === 'same-site' || site === 'none'
    // Refused, Payload goes on to the next way it reads a token: so does this.
    if (taken) return token
  }
  return null
}

/**
 * What a token says, when Payload itself signed it, in its current format, and it has not expired:
 * the account and session it names. Null for anything else (no token, forged, expired), which is a
 * guest whatever the database does. Checked as Payload's own JWT strategy checks it, without the database.
 */
export async function verifiedClaims(payload: Payload, headers: Headers): Promise<TokenClaims | null> {
  const token = tokenOf(payload, headers)
  if (!token) return null
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(payload.secret))
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION) return null
    const { id, collection, sid } = claims as { id?: unknown; collection?: unknown; sid?: unknown }
    if (typeof collection !== 'string' || (typeof id !== 'number' && typeof id !== 'string') || (sid !== undefined && typeof sid !== 'string')) return null
    if (!payload.collections[collection as keyof typeof payload.collections]?.config.auth) return null
    return { id, collection, ...(typeof sid === 'string' ? { sid } : {}) }
  } catch {
    return null
  }
}
