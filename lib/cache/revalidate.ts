/**
 * Expires cached pages and data for the given tags. Outside a Next.js server (seed scripts,
 * tests through the Local API) there is no cache to expire, so nothing is done there.
 */
export async function revalidateTags(tags: string[]): Promise<void> {
  let revalidateTag: typeof import('next/cache').revalidateTag
  try {
    ;({ revalidateTag } = await import('next/cache'))
  } catch {
    return
  }
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!String(error).includes('static generation store missing')) {
        console.warn(`[cache] could not revalidate ${tag}:`, (error as Error).message)
      }
    }
  }
}
