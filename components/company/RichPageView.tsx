import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import type { RichPage } from '@/lib/company/pages'

/** About and services: title, introduction, rich text, highlights, and whatever the page adds below. */
export function RichPageView({ page, crumb, children }: { page: RichPage; crumb: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: crumb }]} />
      <h1 className="mt-6 text-3xl font-bold text-steel-900">{page.title}</h1>
      {page.intro ? <p className="mt-4 max-w-3xl text-lg text-steel-700">{page.intro}</p> : null}
      {page.body ? (
        <div className="prose mt-8 max-w-3xl leading-8 text-steel-800 [&_p]:mt-4" data-testid="rich-text">
          <RichText data={page.body} />
        </div>
      ) : null}
      {page.items.length ? (
        <ul className="mt-10 grid gap-4 sm:grid-cols-3" data-testid="highlights">
          {page.items.map((i) => (
            <li key={i.title} data-reveal className="rounded-xl border border-steel-200 p-5">
              <h2 className="font-semibold text-steel-900">{i.title}</h2>
              {i.text ? <p className="mt-1 text-sm text-steel-700">{i.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  )
}
