import { describe, expect, it } from 'vitest'
import { mapView, project, REACH_STEP, TILE_SIZE, tileAddress, unproject } from '@/lib/company/map-view'
import { branches } from '@/cms/seed/company-data'

const places = branches.map((b, i) => ({ id: i + 1, title: b.title.en, lat: b.latitude!, lng: b.longitude! }))
// The narrowest box the view is made for, from its centre.
const box = { x: 170, y: 192 }

describe('mapView', () => {
  it('projects a place to the tiles’ pixels and back', () => {
    for (const p of places) {
      const back = unproject(project(p, 9), 9)
      expect(back.lat).toBeCloseTo(p.lat, 6)
      expect(back.lng).toBeCloseTo(p.lng, 6)
    }
    // Tehran at zoom 6 lies in tile 41/25, as every web map cuts it.
    const { x, y } = project({ lat: 35.7, lng: 51.4 }, 6)
    expect([Math.floor(x / TILE_SIZE), Math.floor(y / TILE_SIZE)]).toEqual([41, 25])
  })

  it('shows every branch in the narrowest box at the closest zoom that does, with room around them', () => {
    const view = mapView(places)!
    const inBox = (v: NonNullable<ReturnType<typeof mapView<(typeof places)[number]>>>, room: number) =>
      places.every((p) => {
        const at = project(p, v.zoom)
        const mid = project(v.center, v.zoom)
        return Math.abs(at.x - mid.x) <= box.x - room && Math.abs(at.y - mid.y) <= box.y - room
      })
    expect(inBox(view, 12)).toBe(true)
    // One step closer, the branches with a fifth of their spread around them would not fit.
    const spread = (zoom: number) => {
      const at = places.map((p) => project(p, zoom))
      return { x: Math.max(...at.map((p) => p.x)) - Math.min(...at.map((p) => p.x)), y: Math.max(...at.map((p) => p.y)) - Math.min(...at.map((p) => p.y)) }
    }
    const closer = spread(view.zoom + 1)
    expect(closer.x * 1.4 > 2 * box.x || closer.y * 1.4 > 2 * box.y).toBe(true)
  })

  it('gives each branch a marker, one for branches too close to part, placed where the branch is', () => {
    const view = mapView(places)!
    // The two Tehran offices, 15 km apart, share one at this zoom; Saveh and Isfahan have their own.
    expect(view.markers.map((m) => m.items.map((p) => p.title))).toEqual([['Head office', 'Iron market sales office'], ['Saveh factory'], ['Isfahan sales office']])
    const saveh = view.markers[1]!
    const at = project(places[2]!, view.zoom)
    const mid = project(view.center, view.zoom)
    expect(Math.abs(saveh.left - (at.x - mid.x))).toBeLessThanOrEqual(1)
    expect(Math.abs(saveh.top - (at.y - mid.y))).toBeLessThanOrEqual(1)
  })

  it('covers the widest box with tiles, each named by the tile server’s template', () => {
    const view = mapView(places, 'https://tiles.example/{z}/{x}/{y}.png')!
    // Every point of a box of each width has one tile under it, drawn at that width.
    for (const width of [288, 358, 600, 856, 991]) {
      const drawn = view.tiles.filter((t) => width >= t.reach * REACH_STEP)
      for (const x of [-width / 2, -100, 0, 100, width / 2 - 1]) {
        for (const y of [-192, 0, 191]) {
          const under = drawn.filter((t) => t.left <= x && x < t.left + TILE_SIZE && t.top <= y && y < t.top + TILE_SIZE)
          expect(under, `${width}: ${x},${y}`).toHaveLength(1)
        }
      }
      // And none further outside it than the rounding of its reach (half a step): the browser
      // fetches every tile drawn, seen or not.
      const slack = REACH_STEP / 2
      for (const t of drawn) expect(t.left < width / 2 + slack && t.left + TILE_SIZE > -width / 2 - slack, `${width}: ${t.left}`).toBe(true)
    }
    const [first] = view.tiles
    expect(first!.url).toMatch(new RegExp(`^https://tiles\\.example/${view.zoom}/\\d+/\\d+\\.png$`))
    expect(new Set(view.tiles.map((t) => t.url)).size).toBe(view.tiles.length)
  })

  it('names a tile as Leaflet does, server letter included, so the browser can reuse it', () => {
    expect(tileAddress('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}{r}.png', 41, 25, 6)).toBe('https://a.tile.openstreetmap.org/6/41/25.png')
    expect(tileAddress('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 40, 25, 6)).toBe('https://c.tile.openstreetmap.org/6/40/25.png')
  })

  it('draws nothing without a branch, and one branch at the closest zoom', () => {
    expect(mapView([])).toBeNull()
    const one = mapView([places[0]!])!
    expect(one.zoom).toBe(18)
    expect(one.markers).toEqual([{ items: [places[0]], left: 0, top: 0 }])
  })
})
