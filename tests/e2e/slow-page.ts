import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A page's HTML as a phone on a slow network gets it: a server in front of the shop that sends an
 * HTML answer up to the end of the first match of `until` in it, then holds the rest until `release()`.
 * Everything else (styles, scripts, pictures) passes straight through. Open `url(path)` instead
 * of the path.
 */
export async function slowPageServer(until: RegExp) {
  const upstream = `http://127.0.0.1:${process.env.E2E_PORT || '3100'}`
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let holding = () => {}
  const held = new Promise<void>((resolve) => (holding = resolve))
  const server = http.createServer(async (req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    headers.set('accept-encoding', 'identity')
    const answer = await fetch(upstream + req.url, { headers, redirect: 'manual' })
    const sent: Record<string, string> = {}
    answer.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) sent[name] = value
    })
    res.writeHead(answer.status, sent)
    const body = Buffer.from(await answer.arrayBuffer())
    const text = (answer.headers.get('content-type') ?? '').includes('text/html') ? body.toString('utf8') : ''
    const match = until.exec(text)
    if (!match) return res.end(body)
    const end = Buffer.byteLength(text.slice(0, match.index + match[0].length))
    res.write(body.subarray(0, end))
    holding()
    await released
    res.end(body.subarray(end))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Resolves once the part up to `until` has been sent and the rest is held. */
    held,
    release,
    /** Sends what is held (a test that failed before releasing it leaves no page waiting) and stops. */
    close: () => {
      release()
      return new Promise<void>((closed) => server.close(() => closed()))
    },
  }
}
