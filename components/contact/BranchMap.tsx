'use client'

import dynamic from 'next/dynamic'
import type { MapBranch } from './map-types'

// Leaflet needs the browser and is heavy: it loads on this page only, after the page itself.
const LeafletMap = dynamic(() => import('./LeafletMap'), {
  ssr: false,
  loading: () => <div className="size-full animate-pulse bg-steel-100" />,
})

export function BranchMap({ branches, label, zoomLabels }: { branches: MapBranch[]; label: string; zoomLabels: { in: string; out: string } }) {
  if (!branches.length) return null
  return (
    <div className="relative z-0 h-96 overflow-hidden rounded-xl border border-steel-200" data-testid="branch-map">
      <LeafletMap branches={branches} label={label} zoomLabels={zoomLabels} />
    </div>
  )
}
