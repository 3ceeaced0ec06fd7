// Server actions take at most Next's body limit (1 MB unless next.config says otherwise); Next
// reads a larger body and then fails with a 500. A request that announces a larger body is
// answered here, before any of it is read, with what it is: 413 Content Too Large.

export const actionBodyLimit = 1024 * 1024

/** Answers an oversized server-action request and says so; leaves any other request alone. */
export function refuseOversizedAction(req, res, limit = actionBodyLimit) {
  if (req.method !== 'POST' || !req.headers['next-action']) return false
  const length = Number(req.headers['content-length'])
  if (!Number.isFinite(length) || length <= limit) return false
  res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
  res.end('Content Too Large')
  return true
}
