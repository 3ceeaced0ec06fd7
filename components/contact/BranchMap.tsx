'use client'

import dynamic from 'next/dynamic'
import { type ReactNode, useState } from 'react'
import { ScriptButton } from '@/components/layout/ScriptButton'
import type { MapBranch } from './map-types'

const loadLeafletMap = () => import('./LeafletMap')
// Leaflet needs the browser and is heavy (its start was a 50–90 ms task on this machine, four times
// that on a phone): it is asked for when the visitor reaches for the map, not with the page.
const LeafletMap = dynamic(loadLeafletMap, { ssr: false })

type Props = {
  branches: MapBranch[]
  view: { center: { lat: number; lng: number }; zoom: number }
  label: string
  zoomLabels: { in: string; out: string }
  /** What the map does once taken in hand; the name of the button that wakes it. */
  useLabel: string
  /** The map as the server drew it (DrawnMap): shown until the live one is ready. */
  children: ReactNode
}

/**
 * The branches' map: drawn by the server (tiles and markers, with or without script), and made
 * live (moved, zoomed, a branch's card opened) with Leaflet once the visitor taps it, clicks it or
 * presses its button from the keyboard. Pointing at it or focusing it starts fetching Leaflet.
 */
export function BranchMap({ branches, view, label, zoomLabels, useLabel, children }: Props) {
  const [state, setState] = useState<'drawn' | 'waking' | 'live'>('drawn')
  const [focusLive, setFocusLive] = useState(false)
  const warm = () => void loadLeafletMap()
  return (
    <div className="relative z-0 h-96 overflow-hidden rounded-xl border border-steel-200" data-testid="branch-map" data-map={state}>
      {state !== 'live' ? children : null}
      {state !== 'drawn' ? (
        <div className="absolute inset-0">
          <LeafletMap branches={branches} view={view} label={label} zoomLabels={zoomLabels} focus={focusLive} onReady={() => setState('live')} />
        </div>
      ) : null}
      {state === 'drawn' ? (
        <ScriptButton
          className="group absolute inset-0 flex cursor-pointer items-end justify-center p-4 focus-visible:outline-offset-[-4px]"
          aria-label={useLabel}
          onPointerEnter={warm}
          onTouchStart={warm}
          onFocus={warm}
          onClick={(e) => {
            // From the keyboard the live map takes the focus, so its arrows and +/− work at once.
            setFocusLive(e.detail === 0)
            setState('waking')
          }}
        >
          <span className="rounded-full bg-white/95 px-4 py-2 text-sm font-medium text-steel-900 shadow-md ring-1 ring-black/10 group-hover:bg-white">{useLabel}</span>
        </ScriptButton>
      ) : null}
      {state === 'drawn' ? (
        <p className="absolute bottom-0 left-0 z-10 bg-white/80 px-1 text-[0.6875rem] text-steel-700" dir="ltr">
          &copy;{' '}
          <a lang="en" data-page-font href="https://www.openstreetmap.org/copyright" className="underline">
            OpenStreetMap
          </a>
        </p>
      ) : null}
    </div>
  )
}
