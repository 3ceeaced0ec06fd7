import { unstable_cache } from 'next/cache'

/**
 * Caches a data read across requests under the given tags, so a Payload hook can expire it.
 * `revalidate` (seconds) bounds its age for data that changes with time alone, such as scheduled
 * blog posts. Outside a Next.js server (scripts, tests on the Local API) there is no cache: it just reads.
 */
export function cached<T>(read: () => Promise<T>, keyParts: string[], tags: string[], options: { revalidate?: number } = {}): Promise<T> {
  return unstable_cache(read, keyParts, { tags, revalidate: options.revalidate })().catch((error: unknown) => {
    if (error instanceof Error && error.message.includes('incrementalCache missing')) return read()
    throw error
  })
}
