import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'

type Handler = NonNullable<NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>>[number]

/**
 * A file address that names no file is a 404, not the server error Payload's file route answers
 * with; runs after the collection's read rule, before Payload streams the file.
 */
export function notFoundWhenMissing(staticDir: string): Handler {
  const dir = path.resolve(staticDir)
  const handler = async (_req: unknown, { params }: { params: { filename: string } }): Promise<Response | undefined> => {
    const file = path.resolve(dir, params.filename)
    if (!file.startsWith(dir + path.sep)) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    try {
      await stat(file)
    } catch {
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    }
  }
  // Payload's type wants Promise<Response> | Promise<void>; "no response" lets its own streaming go on.
  return handler as Handler
}
