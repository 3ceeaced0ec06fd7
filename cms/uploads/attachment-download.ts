import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { CollectionConfig } from 'payload'

type Handler = NonNullable<NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>>[number]

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/** A download name that no header or file system can misread: letters, digits, dot, dash, underscore. */
export function safeDownloadName(filename: string): string {
  const base = path.basename(filename).normalize('NFKC')
  const cleaned = base.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^[.-]+/, '').slice(0, 120)
  return cleaned || 'download'
}

/**
 * Headers that make a private document a download, never a page shown in the browser's window
 * (where a file made to look like a page could run in the site's origin), and never cached by anyone
 * between. Without a name the browser takes the address's last part, a name the server chose.
 */
export function setAttachmentHeaders(headers: Headers, filename?: string): Headers {
  headers.set('Content-Type', 'application/octet-stream')
  if (filename) {
    const name = safeDownloadName(filename)
    const ascii = name.replace(/[^\x20-\x7e]/g, '_')
    headers.set('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
  } else {
    headers.set('Content-Disposition', 'attachment')
  }
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Content-Type-Options', 'nosniff')
  return headers
}

/** Streams a private document from DATA_DIR as a download, after the collection's read rule. */
export function attachmentDownload(staticDir: string): Handler {
  const dir = path.resolve(staticDir)
  const handler = async (_req: unknown, { params }: { params: { filename: string } }): Promise<Response> => {
    const file = path.resolve(dir, params.filename)
    if (!file.startsWith(dir + path.sep)) return notFound()
    const stats = await stat(file).catch(() => null)
    if (!stats?.isFile()) return notFound()
    const headers = setAttachmentHeaders(new Headers({ 'Content-Length': String(stats.size) }), params.filename)
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { status: 200, headers })
  }
  return handler as Handler
}
