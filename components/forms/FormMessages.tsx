import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/**
 * The texts a long form's island needs (the kit's and its own), sent only with the pages that hold
 * such a form rather than with every page.
 */
export async function FormMessages({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()])
  const picked = Object.fromEntries(['forms', ...namespaces].map((ns) => [ns, messages[ns]]))
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  )
}
