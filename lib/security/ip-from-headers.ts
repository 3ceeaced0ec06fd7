/**
 * The visitor's address from request headers the server has settled at its door
 * (scripts/lib/forwarded.mjs): X-Forwarded-For then holds one address, the socket's peer or,
 * under TRUST_PROXY, the one our own proxy saw; never one the client wrote.
 */
export const ipFromHeaders = (h: Headers): string => h.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown'
