import config from '@payload-config'
import { handleEndpoints } from 'payload'
import type { StaffRole } from '@/cms/access/roles'

type Options = { json?: unknown; file?: Buffer; token?: string; headers?: Record<string, string> }

/**
 * A request through Payload's own REST and GraphQL entry points, as a browser would send it: JSON,
 * or a file as the raw body with its declared length.
 */
export async function api(method: string, path: string, { json, file, token, headers: extra }: Options = {}): Promise<Response> {
  const headers: Record<string, string> = { ...extra, ...(token ? { authorization: `JWT ${token}` } : {}) }
  let body: BodyInit | undefined
  if (json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(json)
  } else if (file) {
    headers['content-type'] = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    headers['content-length'] = String(file.length)
    body = new Uint8Array(file)
  }
  const request = new Request(`http://localhost/api${path}`, { method, headers, body })
  if (path === '/graphql') {
    const { GRAPHQL_POST } = await import('@payloadcms/next/routes')
    return GRAPHQL_POST(config)(request)
  }
  return handleEndpoints({ config, path: `/api${path.split('?')[0]}`, request })
}

/** A signed-in token of the demo seed's staff member of `role` (cms/seed/staff.ts). */
export async function staffToken(role: StaffRole): Promise<string> {
  const response = await api('POST', '/users/login', { json: { email: `${role}@example.com`, password: `demo-${role}-2026` } })
  const { token } = (await response.json()) as { token?: string }
  if (!token) throw new Error(`the demo ${role} could not sign in`)
  return token
}
