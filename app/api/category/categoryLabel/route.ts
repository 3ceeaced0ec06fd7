import { NextResponse, type NextRequest } from 'next/server'
import { localeOfCategoryLabel } from '@/lib/site/category-label'
import { getSiteSettings } from '@/lib/site/settings'
import { answeringUnavailable } from '@/lib/db/unavailable-response'

/** SPEC.md §7: the base-info record of a locale, `{ data: { seoTitle } }`. */
async function get(request: NextRequest) {
  const catLabel = request.nextUrl.searchParams.get('catLabel')
  const locale = localeOfCategoryLabel(catLabel)
  if (!locale) {
    return NextResponse.json({ error: { status: 404, message: `Unknown catLabel: ${catLabel ?? ''}` } }, { status: 404 })
  }
  const { seoTitle } = await getSiteSettings(locale)
  return NextResponse.json({ data: { seoTitle } })
}

export const GET = answeringUnavailable(get)
