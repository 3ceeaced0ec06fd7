'use client'

import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useLocale } from 'next-intl'
import { useMemo } from 'react'
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet'
import { PhoneLink } from '@/components/layout/PhoneLink'
import type { MapBranch } from './map-types'

const DEFAULT_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
const tileUrl = process.env.NEXT_PUBLIC_MAP_TILE_URL || DEFAULT_TILES

/** Markers are drawn with CSS, not image files, so they show even when no tile or icon can load. */
const pin = L.divIcon({
  className: 'branch-marker',
  html: '<span class="block size-6 rounded-full border-4 border-white bg-primary-600 shadow-md ring-1 ring-black/20"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
  popupAnchor: [0, -12],
})

/** Names of the map's own credits, which stay in their own language (and say so). */
const credits = { prefix: '<a lang="en" href="https://leafletjs.com">Leaflet</a>', tiles: '&copy; <a lang="en" href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' }

export default function LeafletMap({ branches, label, zoomLabels }: { branches: MapBranch[]; label: string; zoomLabels: { in: string; out: string } }) {
  const locale = useLocale()
  const bounds = useMemo(() => L.latLngBounds(branches.map((b) => [b.lat, b.lng] as [number, number])).pad(0.2), [branches])
  return (
    <MapContainer bounds={bounds} scrollWheelZoom={false} className="size-full" zoomControl={false} attributionControl={false} aria-label={label}>
      {/* Leaflet names its zoom buttons in English unless told otherwise. */}
      <ZoomControl position="topleft" zoomInTitle={zoomLabels.in} zoomOutTitle={zoomLabels.out} />
      <AttributionControl prefix={credits.prefix} />
      <TileLayer url={tileUrl} attribution={credits.tiles} />
      {branches.map((b) => (
        <Marker key={b.id} position={[b.lat, b.lng]} icon={pin} title={b.title} alt={b.title}>
          <Popup>
            <strong>{b.title}</strong>
            <br />
            {b.address}
            {b.phone ? (
              <>
                <br />
                <PhoneLink number={b.phone} locale={locale} />
              </>
            ) : null}
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  )
}
