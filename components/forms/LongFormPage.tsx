import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import type { StaticPageKey } from '@/lib/site/routes'
import { IslandMessages } from '@/components/i18n/IslandMessages'

/**
 * A long form's page: breadcrumb, title and introduction from the form's own messages, and the form
 * island with just the texts it needs.
 */
export async function LongFormPage({ pageKey, namespace, children }: { pageKey: StaticPageKey; namespace: 'suppliers' | 'employment'; children: ReactNode }) {
  const [t, pages] = await Promise.all([getTranslations(namespace), getTranslations('pages')])
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={[{ label: pages(pageKey) }]} />
      <h1 className="mt-4 text-2xl font-bold text-steel-900">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-steel-600">{t('intro')}</p>
      <div className="mt-6">
        <IslandMessages paths={['forms', namespace]}>{children}</IslandMessages>
      </div>
    </div>
  )
}
