'use client'

import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useLocale } from 'next-intl'
import { useMemo } from 'react'
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet'
import { PhoneLink } from '@/components/layout/PhoneLink'
import type { Locale } from '@/lib/i18n/config'
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

export default function LeafletMap({ branches, label }: { branches: MapBranch[]; label: string }) {
  const locale = useLocale() as Locale
  const bounds = useMemo(() => L.latLngBounds(branches.map((b) => [b.lat, b.lng] as [number, number])).pad(0.2), [branches])
  return (
    <MapContainer bounds={bounds} scrollWheelZoom={false} className="size-full" attributionControl aria-label={label}>
      <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' />
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
