import { toLocale, type Locale } from '@/lib/i18n/config'

export type AuthPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The locale and the remembered `next` path of a sign-in page request. */
export async function authPageInput({ params, searchParams }: AuthPageProps): Promise<{ locale: Locale; next?: string; mode?: string }> {
  const [{ locale }, query] = await Promise.all([params, searchParams])
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  return { locale: toLocale(locale), next: one(query.next), mode: one(query.mode) }
}
