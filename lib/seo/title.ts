/** `{page} | {seoTitle}` (DESIGN.md §4); the bare suffix when a page has no title of its own. */
export function composeTitle(page: string | undefined, seoTitle: string): string {
  const p = page?.trim()
  const s = seoTitle.trim()
  if (!p) return s
  if (!s) return p
  return `${p} | ${s}`
}
