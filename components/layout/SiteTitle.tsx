'use client'

import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { composeTitle } from '@/lib/seo/title'

const SiteTitleContext = createContext('')

/** The site-wide SEO title of the page's language, for titles set in the browser. */
export function SiteTitleProvider({ seoTitle, children }: { seoTitle: string; children: ReactNode }) {
  return <SiteTitleContext.Provider value={seoTitle}>{children}</SiteTitleContext.Provider>
}

/**
 * Sets the tab title of a view the browser renders by itself (an error met during client
 * navigation), with the same `| seoTitle` suffix as every server-rendered title.
 */
export function useDocumentTitle(title: string) {
  const seoTitle = useContext(SiteTitleContext)
  useEffect(() => {
    document.title = composeTitle(title, seoTitle)
  }, [title, seoTitle])
}
