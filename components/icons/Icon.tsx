import type { IconNode } from 'lucide'
import { createElement, type SVGProps } from 'react'

type Props = Omit<SVGProps<SVGSVGElement>, 'children'> & { icon: IconNode }

/**
 * A Lucide icon drawn by the server as plain SVG. lucide-react's icons are client components (they
 * read a context), so every one a server component showed became an island to hydrate, its paths
 * sent a second time in the page's data. Client components keep using lucide-react.
 */
export function Icon({ icon, ...props }: Props) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
