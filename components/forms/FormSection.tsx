import type { ReactNode } from 'react'

/** One titled part of a long form; the section navigation links to it by id. */
export function FormSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-xl border border-steel-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="mb-1 text-lg font-bold text-steel-900">{title}</h2>
      {intro ? <p className="mb-4 text-sm text-steel-600">{intro}</p> : <div className="mb-3" />}
      <div className="space-y-4">{children}</div>
    </section>
  )
}
