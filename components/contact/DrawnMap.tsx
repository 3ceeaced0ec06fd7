import type { Locale } from '@/lib/i18n/config'
import { localizeDigits } from '@/lib/i18n/numbering'
import type { MapView } from '@/lib/company/map-view'
import type { MapBranch } from './map-types'
import { groupPinClass, singlePinClass } from './marker-look'

/** A tile from the box width its `reach` names (lib/company/map-view.ts): literal, for Tailwind to find. */
const shownFrom = ['block', 'hidden @min-[128px]:block', 'hidden @min-[256px]:block', 'hidden @min-[384px]:block', 'hidden @min-[512px]:block', 'hidden @min-[640px]:block', 'hidden @min-[768px]:block', 'hidden @min-[896px]:block']

/**
 * The branches' map as the page draws it, without script: the tiles of its first view around the
 * box's centre, and a marker for each branch (or one for branches too close to part, with their
 * count). The live map (LeafletMap), loaded when the visitor reaches for it, starts from this view.
 */
export function DrawnMap({ view, locale, label }: { view: MapView<MapBranch>; locale: Locale; label: string }) {
  const names = new Intl.ListFormat(locale, { type: 'conjunction' })
  return (
    <div role="img" aria-label={label} className="@container absolute inset-0 overflow-hidden bg-steel-100" dir="ltr" data-testid="drawn-map">
      <div className="absolute left-1/2 top-1/2">
        {view.tiles.map((tile) => (
          // Map tiles from the tile server, each exactly 256 px: nothing for the image optimizer to do.
          // eslint-disable-next-line @next/next/no-img-element
          <img key={tile.url} src={tile.url} alt="" width={256} height={256} loading="lazy" decoding="async" draggable={false} className={`absolute max-w-none select-none ${shownFrom[tile.reach] ?? 'hidden'}`} style={{ left: tile.left, top: tile.top }} />
        ))}
        {view.markers.map(({ items, left, top }) => {
          const many = items.length > 1
          return (
            <span
              key={items.map((b) => b.id).join('-')}
              title={names.format(items.map((b) => b.title))}
              className="branch-marker absolute -translate-x-1/2 -translate-y-1/2"
              style={{ left, top }}
            >
              {many ? (
                <span className={groupPinClass}>{localizeDigits(String(items.length), locale)}</span>
              ) : (
                <span className={singlePinClass} />
              )}
            </span>
          )
        })}
      </div>
    </div>
  )
}
