import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { staticPages } from '@/lib/site/routes'

/** The frame of the sign-in pages: breadcrumb, title, one narrow card. */
export async function AuthShell({ title, intro, parent = true, children }: { title: string; intro?: string; parent?: boolean; children: ReactNode }) {
  const t = await getTranslations('pages')
  const trail = parent ? [{ label: t('auth'), href: staticPages.auth }] : []
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[...trail, { label: title }]} />
      <div className="mx-auto mt-6 max-w-md">
        <h1 className="text-2xl font-bold text-steel-900">{title}</h1>
        {intro ? <p className="mt-2 text-steel-700">{intro}</p> : null}
        <div className="mt-6 rounded-xl border border-steel-200 bg-white p-6 shadow-sm">{children}</div>
      </div>
    </div>
  )
}
