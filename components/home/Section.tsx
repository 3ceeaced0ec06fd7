import type { ReactNode } from 'react'
import { Link } from '@/components/i18n/AnchorLink'
import { guessedHeightClasses, type GuessedHeight } from '@/components/layout/guessed-height'

type Props = {
  id: string
  title: string
  more?: { href: string; label: string }
  children: ReactNode
  tone?: 'plain' | 'muted'
  /** Below the first screen: drawn only when scrolled near, this height reserved until then (guessed-height). */
  later?: GuessedHeight
}

/** A home page section: heading, optional "see all" link, content. */
export function Section({ id, title, more, children, tone = 'plain', later }: Props) {
  const classes = [tone === 'muted' ? 'bg-steel-50' : '', later ? guessedHeightClasses : ''].filter(Boolean).join(' ')
  return (
    <section aria-labelledby={`home-${id}-title`} data-testid={`home-${id}`} className={classes || undefined} style={later}>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div data-reveal className="mb-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
          <h2 id={`home-${id}-title`} className="text-2xl font-bold text-steel-900">{title}</h2>
          {more ? <Link href={more.href} className="text-sm font-medium text-primary-700 hover:underline">{more.label}</Link> : null}
        </div>
        {children}
      </div>
    </section>
  )
}
