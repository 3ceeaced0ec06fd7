import { groupNear } from './near-groups'

/** Web map tiles are squares of this many pixels at every zoom. */
export const TILE_SIZE = 256
/** The default tiles: OpenStreetMap's, as Leaflet names them ({s} a server, {z}/{x}/{y} the tile). */
const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
/** The tile server the drawn and the live map both ask (NEXT_PUBLIC_MAP_TILE_URL, read at build time). */
export const tileUrlTemplate = process.env.NEXT_PUBLIC_MAP_TILE_URL || DEFAULT_TILE_URL
/** Branches nearer than this on screen share one marker: a marker is 24 px, and a finger needs room between two. */
export const MARKER_GAP = 32

/**
 * The map box the view is chosen for: the narrowest phone's (the box is the page's width less its
 * margins, and 24rem tall). Wider boxes show more around the same centre at the same zoom, so the
 * drawn map and the live one (which starts from this view) look alike at every width.
 */
const FIT = { width: 340, height: 384 }
/** Tiles are drawn this far either side of the centre: the widest box the page gives the map (a tablet's, 991 px), and its height. */
const REACH = { x: 512, y: 192 }
/** A tile's `reach` is counted in steps of this many pixels of the box's width. */
export const REACH_STEP = 128
const MAX_ZOOM = 18
/** Room left around the branches, as a share of their spread on each side (Leaflet's `pad(0.2)`). */
const PAD = 0.2

type Point = { x: number; y: number }
type Located = { lat: number; lng: number }

/** Where a place lies in the world's pixels at `zoom` (Web Mercator, as the tiles are cut). */
export function project({ lat, lng }: Located, zoom: number): Point {
  const scale = TILE_SIZE * 2 ** zoom
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180)
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale }
}

/** The place at world pixel `p` at `zoom`: the inverse of project. */
export function unproject(p: Point, zoom: number): Located {
  const scale = TILE_SIZE * 2 ** zoom
  const n = Math.PI - (2 * Math.PI * p.y) / scale
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (p.x / scale) * 360 - 180 }
}

/**
 * `reach`: from what width of the box (in REACH_STEPs, rounded down) the tile is inside it. The
 * server does not know the box's width, and the browser fetches every tile it draws, lazy or not,
 * though the box hides it: a tile is drawn only from that width (a container query).
 */
export type TileImage = { url: string; left: number; top: number; reach: number }
export type MapMarker<T> = { items: T[]; left: number; top: number }
export type MapView<T> = { center: Located; zoom: number; tiles: TileImage[]; markers: MapMarker<T>[] }

/** A tile's address from a Leaflet-style template; the server letter as Leaflet picks it, so the browser may reuse the tile. */
export function tileAddress(template: string, x: number, y: number, zoom: number) {
  const servers = ['a', 'b', 'c']
  return template
    .replace('{s}', servers[Math.abs(x + y) % servers.length]!)
    .replace('{z}', String(zoom))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{r}', '')
}

/**
 * The map's first view, worked out on the server so that it is drawn with the page: the zoom that
 * shows every place (with room around them) in the narrowest box, the centre between them, the
 * tiles around that centre, and a marker for each place or for places too close to tell apart.
 * Positions are pixels from the centre of the box. Null without places.
 */
export function mapView<T extends Located>(places: readonly T[], template = tileUrlTemplate): MapView<T> | null {
  if (!places.length) return null
  const lats = places.map((p) => p.lat)
  const lngs = places.map((p) => p.lng)
  const spread = { lat: Math.max(...lats) - Math.min(...lats), lng: Math.max(...lngs) - Math.min(...lngs) }
  const corners = {
    nw: { lat: Math.max(...lats) + spread.lat * PAD, lng: Math.min(...lngs) - spread.lng * PAD },
    se: { lat: Math.min(...lats) - spread.lat * PAD, lng: Math.max(...lngs) + spread.lng * PAD },
  }
  let zoom = MAX_ZOOM
  for (; zoom > 0; zoom--) {
    const [a, b] = [project(corners.nw, zoom), project(corners.se, zoom)]
    if (b.x - a.x <= FIT.width && b.y - a.y <= FIT.height) break
  }
  const [a, b] = [project(corners.nw, zoom), project(corners.se, zoom)]
  const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
  const tiles: TileImage[] = []
  const count = 2 ** zoom
  for (let y = Math.floor((middle.y - REACH.y) / TILE_SIZE); y <= Math.floor((middle.y + REACH.y) / TILE_SIZE); y++) {
    if (y < 0 || y >= count) continue
    for (let x = Math.floor((middle.x - REACH.x) / TILE_SIZE); x <= Math.floor((middle.x + REACH.x) / TILE_SIZE); x++) {
      const left = Math.round(x * TILE_SIZE - middle.x)
      // How far the tile's nearer side lies from the centre (none: it spans the centre).
      const off = left > 0 ? left : left + TILE_SIZE < 0 ? -(left + TILE_SIZE) : 0
      tiles.push({ url: tileAddress(template, ((x % count) + count) % count, y, zoom), left, top: Math.round(y * TILE_SIZE - middle.y), reach: Math.floor((2 * off) / REACH_STEP) })
    }
  }
  const markers = groupNear(places, (p) => project(p, zoom), MARKER_GAP).map((items) => {
    const at = items.map((p) => project(p, zoom))
    return { items, left: Math.round(at.reduce((s, p) => s + p.x, 0) / at.length - middle.x), top: Math.round(at.reduce((s, p) => s + p.y, 0) / at.length - middle.y) }
  })
  return { center: unproject(middle, zoom), zoom, tiles, markers }
}
