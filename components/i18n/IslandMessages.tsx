import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { layoutMessagePaths, pickMessages } from '@/lib/i18n/pick-messages'

/**
 * The texts a page's islands read (namespaces or key paths), with the layout's own, sent with the
 * pages that hold those islands rather than with every page.
 */
export async function IslandMessages({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()])
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages, [...layoutMessagePaths, ...paths])}>
      {children}
    </NextIntlClientProvider>
  )
}
