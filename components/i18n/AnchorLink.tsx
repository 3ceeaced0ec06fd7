import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'
import type { Locale } from '@/lib/i18n/config'
import { getPathname } from './navigation'

type Href = string | { pathname: string; query?: Record<string, string | number | undefined> }
type Props = Omit<ComponentProps<'a'>, 'href'> & { href: Href }

/** The address in the locale's shape (no prefix for Persian); other sites, mail and #jumps as given. */
function localized(href: Href, locale: Locale): string {
  if (typeof href === 'string') return href.startsWith('/') && !href.startsWith('//') ? getPathname({ href, locale }) : href
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(href.query ?? {})) if (value !== undefined) query.set(key, String(value))
  const search = query.toString()
  return getPathname({ href: href.pathname, locale }) + (search ? `?${search}` : '')
}

/**
 * Every storefront link: a plain anchor to the path in the page's locale, which the one
 * LinkNavigation island of the layout navigates on the client and prefetches when the visitor
 * points, touches or tabs to it. next-intl's Link is two client components per link (its own and
 * next/link), each hydrated with a viewport observer that prefetches the route as soon as it shows:
 * a product page had 42 of them, the larger part of its hydration and of its requests after load.
 * Before the page's scripts run, or without them, the anchor is an ordinary link. It draws the
 * same in a server component and in an island (the header's cart and account icons).
 */
export function Link({ href, ...rest }: Props) {
  const locale = useLocale() as Locale
  return <a {...rest} href={localized(href, locale)} data-nav="" />
}
