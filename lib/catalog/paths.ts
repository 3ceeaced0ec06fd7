/** Canonical product URL (without locale): /pr/{category}/{id}. */
export function productPath(p: { id: number; categorySlug: string }): string {
  return `/pr/${p.categorySlug}/${p.id}`
}

export function categoryPath(slug?: string): string {
  return slug ? `/search/${slug}` : '/search'
}
