'use client'

import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useLocale } from 'next-intl'
import { Fragment, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet'
import { PhoneLink } from '@/components/layout/PhoneLink'
import type { Locale } from '@/lib/i18n/config'
import { localizeDigits } from '@/lib/i18n/numbering'
import type { MapBranch } from './map-types'
import { groupPinClass, singlePinClass } from './marker-look'
import { MARKER_GAP, tileUrlTemplate } from '@/lib/company/map-view'
import { groupNear } from '@/lib/company/near-groups'

/** Markers are drawn with CSS, not image files, so they show even when no tile or icon can load. */
const pin = L.divIcon({
  className: 'branch-marker',
  html: `<span class="${singlePinClass}"></span>`,
  iconSize: [24, 24],
  iconAnchor: [12, 12],
  popupAnchor: [0, -12],
})

/** A marker for several branches too close to tell apart at this zoom: the count, a little larger. */
function groupPin(count: number, locale: Locale) {
  return L.divIcon({
    className: 'branch-marker',
    html: `<span class="${groupPinClass}">${localizeDigits(String(count), locale)}</span>`,
    iconSize: [32, 32],
    iconAnchor: [16, 16],
    popupAnchor: [0, -16],
  })
}

function BranchLines({ branch, locale }: { branch: MapBranch; locale: Locale }) {
  return (
    <>
      <strong>{branch.title}</strong>
      <br />
      {branch.address}
      {branch.phone ? (
        <>
          <br />
          <PhoneLink number={branch.phone} locale={locale} />
        </>
      ) : null}
    </>
  )
}

/** One marker a branch, or one for branches that would overlap at the map's zoom, listing them all. */
function BranchMarkers({ branches, locale }: { branches: MapBranch[]; locale: Locale }) {
  const map = useMap()
  const [zoom, setZoom] = useState(() => map.getZoom())
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) })
  const groups = useMemo(() => groupNear(branches, (b) => map.project([b.lat, b.lng], zoom), MARKER_GAP), [branches, map, zoom])
  const names = useMemo(() => new Intl.ListFormat(locale, { type: 'conjunction' }), [locale])
  return groups.map((group) => {
    if (group.length === 1) {
      const b = group[0]!
      return (
        <Marker key={b.id} position={[b.lat, b.lng]} icon={pin} title={b.title} alt={b.title}>
          <Popup>
            <BranchLines branch={b} locale={locale} />
          </Popup>
        </Marker>
      )
    }
    const title = names.format(group.map((b) => b.title))
    const centre: [number, number] = [group.reduce((s, b) => s + b.lat, 0) / group.length, group.reduce((s, b) => s + b.lng, 0) / group.length]
    return (
      <Marker key={group.map((b) => b.id).join('-')} position={centre} icon={groupPin(group.length, locale)} title={title} alt={title}>
        <Popup>
          {group.map((b, i) => (
            <Fragment key={b.id}>
              {i > 0 ? <hr className="my-2 border-steel-200" /> : null}
              <BranchLines branch={b} locale={locale} />
            </Fragment>
          ))}
        </Popup>
      </Marker>
    )
  })
}

/**
 * Shows `parts` one at a time, each after a task of its own. Drawing the whole map in one go was
 * a 58 ms task on a fast machine (four times that on a mid-range phone), all of it while the page
 * is first usable: the frame and view first, then the tiles (so they are asked for early), then
 * the markers, each short enough not to keep a tap waiting.
 */
function OneAfterAnother({ parts }: { parts: ReactNode[] }) {
  const [shown, setShown] = useState(0)
  useEffect(() => {
    if (shown >= parts.length) return
    const next = setTimeout(() => setShown((n) => n + 1))
    return () => clearTimeout(next)
  }, [shown, parts.length])
  return parts.slice(0, shown)
}

/** Names of the map's own credits, which stay in their own language (and say so). */
const credits = { prefix: '<a lang="en" data-page-font href="https://leafletjs.com">Leaflet</a>', tiles: '&copy; <a lang="en" data-page-font href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' }

export default function LeafletMap({ branches, view, label, zoomLabels, focus, onReady }: { branches: MapBranch[]; view: { center: { lat: number; lng: number }; zoom: number }; label: string; zoomLabels: { in: string; out: string }; focus: boolean; onReady: () => void }) {
  const locale = useLocale()
  // The view the server drew (lib/company/map-view.ts), so the map does not jump as it comes alive.
  const center = useMemo(() => L.latLng(view.center.lat, view.center.lng), [view.center.lat, view.center.lng])
  return (
    <MapContainer center={center} zoom={view.zoom} scrollWheelZoom={false} className="size-full" zoomControl={false} attributionControl={false} aria-label={label}>
      {/* Leaflet names its zoom buttons in English unless told otherwise. */}
      <ZoomControl position="topleft" zoomInTitle={zoomLabels.in} zoomOutTitle={zoomLabels.out} />
      <AttributionControl prefix={credits.prefix} />
      <OneAfterAnother parts={[<TileLayer key="tiles" url={tileUrlTemplate} attribution={credits.tiles} />, <BranchMarkers key="markers" branches={branches} locale={locale} />, <Ready key="ready" focus={focus} onReady={onReady} />]} />
    </MapContainer>
  )
}

/** Says the map is drawn (tiles asked for, markers placed), and gives it the focus when it was woken from the keyboard. */
function Ready({ focus, onReady }: { focus: boolean; onReady: () => void }) {
  const map = useMap()
  const said = useRef(false)
  useEffect(() => {
    if (said.current) return
    said.current = true
    if (focus) map.getContainer().focus()
    onReady()
  }, [map, focus, onReady])
  return null
}
