import sharp from 'sharp'
import type { SeedProduct } from './catalogue-data'

type ProductImage = SeedProduct['image']
type Box = { x: number; y: number; w: number; h: number; t: number }

const CANVAS_W = 800
const CANVAS_H = 600
/**
 * The section's area, moved up and left by half the room its dimension lines take below and to
 * the right, so the whole drawing sits in the middle. The picture holds no words or figures: the
 * sizes are the media caption, written in each language, so a card's crop never cuts text either.
 */
const DIM_ROOM = 46
const AREA = { cx: CANVAS_W / 2 - DIM_ROOM / 2, cy: CANVAS_H / 2 - DIM_ROOM / 2, maxW: 500, maxH: 400 }

const STROKE = '#4b5560'
const DIM = '#5f6b76'

const p = (v: number) => String(Number(v.toFixed(2)))

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${p(cx - rx)} ${p(cy)}A${p(rx)} ${p(ry)} 0 1 0 ${p(cx + rx)} ${p(cy)}A${p(rx)} ${p(ry)} 0 1 0 ${p(cx - rx)} ${p(cy)}Z`
}

function roundedRectPath(x: number, y: number, w: number, h: number, radius: number): string {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2))
  return (
    `M${p(x + r)} ${p(y)}H${p(x + w - r)}A${p(r)} ${p(r)} 0 0 1 ${p(x + w)} ${p(y + r)}` +
    `V${p(y + h - r)}A${p(r)} ${p(r)} 0 0 1 ${p(x + w - r)} ${p(y + h)}` +
    `H${p(x + r)}A${p(r)} ${p(r)} 0 0 1 ${p(x)} ${p(y + h - r)}` +
    `V${p(y + r)}A${p(r)} ${p(r)} 0 0 1 ${p(x + r)} ${p(y)}Z`
  )
}

const polyline = (pts: [number, number][]) => pts.map(([x, y], i) => `${i ? 'L' : 'M'}${p(x)} ${p(y)}`).join('')

/** Closed sections: one even-odd path so the bore shows the background through it. */
function hollow(d: string): string {
  return (
    `<path d="${d}" transform="translate(7 9)" fill="#1c2630" fill-opacity="0.12" fill-rule="evenodd"/>` +
    `<path d="${d}" fill="url(#steel)" fill-rule="evenodd" stroke="${STROKE}" stroke-width="1.5"/>`
  )
}

/** Open sections drawn along the sheet's centre line, so the stroke width is the wall itself. */
function open(d: string, t: number): string {
  const common = 'fill="none" stroke-linejoin="round" stroke-linecap="butt"'
  return (
    `<path d="${d}" transform="translate(7 9)" ${common} stroke="#1c2630" stroke-opacity="0.12" stroke-width="${p(t)}"/>` +
    `<path d="${d}" ${common} stroke="${STROKE}" stroke-width="${p(t + 3)}"/>` +
    `<path d="${d}" ${common} stroke="url(#steel)" stroke-width="${p(t)}"/>`
  )
}

function section(shape: ProductImage['shape'], b: Box): string {
  const { x, y, w, h, t } = b
  const half = t / 2
  switch (shape) {
    case 'round':
    case 'oval': {
      const cx = x + w / 2
      const cy = y + h / 2
      return hollow(ellipsePath(cx, cy, w / 2, h / 2) + ellipsePath(cx, cy, Math.max(w / 2 - t, 0.5), Math.max(h / 2 - t, 0.5)))
    }
    case 'square':
    case 'rectangular': {
      // EN 10219 puts the outer corner radius at roughly twice the wall.
      const ro = Math.min(2 * t, w / 4, h / 4)
      const ri = Math.max(ro - t, 0)
      return hollow(roundedRectPath(x, y, w, h, ro) + roundedRectPath(x + t, y + t, Math.max(w - 2 * t, 1), Math.max(h - 2 * t, 1), ri))
    }
    case 'angle':
      return open(polyline([[x + half, y], [x + half, y + h - half], [x + w, y + h - half]]), t)
    case 'channel':
      return open(polyline([[x + w, y + half], [x + half, y + half], [x + half, y + h - half], [x + w, y + h - half]]), t)
    case 'z-profile': {
      const xc = x + w / 2
      return open(polyline([[x + w, y + half], [xc, y + half], [xc, y + h - half], [x, y + h - half]]), t)
    }
    case 'door-profile': {
      // A rebated frame: wide face, door stop step, and two return lips at the wall side.
      const u = (f: number) => x + half + f * (w - t)
      const v = (f: number) => y + half + f * (h - t)
      const pts: [number, number][] = [[0.2, 1], [0, 1], [0, 0], [0.62, 0], [0.62, 0.38], [1, 0.38], [1, 1], [0.8, 1]]
      return open(polyline(pts.map(([a, c]) => [u(a), v(c)])), t)
    }
  }
}

function arrow(x: number, y: number, dir: 'left' | 'right' | 'up' | 'down'): string {
  const l = 11
  const s = 4
  const pts: [number, number][] =
    dir === 'left'
      ? [[x, y], [x + l, y - s], [x + l, y + s]]
      : dir === 'right'
        ? [[x, y], [x - l, y - s], [x - l, y + s]]
        : dir === 'up'
          ? [[x, y], [x - s, y + l], [x + s, y + l]]
          : [[x, y], [x - s, y - l], [x + s, y - l]]
  return `<polygon points="${pts.map(([a, c]) => `${p(a)},${p(c)}`).join(' ')}" fill="${DIM}"/>`
}

function horizontalDimension(x1: number, x2: number, edgeY: number): string {
  const y = edgeY + 38
  return (
    `<g stroke="${DIM}" stroke-width="1.2">` +
    `<line x1="${p(x1)}" y1="${p(edgeY + 6)}" x2="${p(x1)}" y2="${p(y + 8)}"/>` +
    `<line x1="${p(x2)}" y1="${p(edgeY + 6)}" x2="${p(x2)}" y2="${p(y + 8)}"/>` +
    `<line x1="${p(x1)}" y1="${p(y)}" x2="${p(x2)}" y2="${p(y)}"/></g>` +
    arrow(x1, y, 'left') +
    arrow(x2, y, 'right')
  )
}

function verticalDimension(y1: number, y2: number, edgeX: number): string {
  const x = edgeX + 38
  return (
    `<g stroke="${DIM}" stroke-width="1.2">` +
    `<line x1="${p(edgeX + 6)}" y1="${p(y1)}" x2="${p(x + 8)}" y2="${p(y1)}"/>` +
    `<line x1="${p(edgeX + 6)}" y1="${p(y2)}" x2="${p(x + 8)}" y2="${p(y2)}"/>` +
    `<line x1="${p(x)}" y1="${p(y1)}" x2="${p(x)}" y2="${p(y2)}"/></g>` +
    arrow(x, y1, 'up') +
    arrow(x, y2, 'down')
  )
}

/** A product's cross-section to scale, with unlabelled dimension lines: no text at all. */
export function productImageSvg(image: ProductImage): string {
  const width = Math.max(image.width, 1)
  const height = Math.max(image.height, 1)
  const scale = Math.min(AREA.maxW / width, AREA.maxH / height)
  const w = width * scale
  const h = height * scale
  // To scale, but never thinner than a visible hairline.
  const t = Math.min(Math.max(image.thickness * scale, 2), Math.min(w, h) / 2)
  const round = image.shape === 'round'
  // A round section has no height line on its right, so it needs no room there.
  const x = AREA.cx + (round ? DIM_ROOM / 2 : 0) - w / 2
  const y = AREA.cy - h / 2

  // A round section needs its diameter only; the others show width and height.
  const dims = horizontalDimension(x, x + w, y + h) + (round ? '' : verticalDimension(y, y + h, x + w))

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS_W}" height="${CANVAS_H}" viewBox="0 0 ${CANVAS_W} ${CANVAS_H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafb"/><stop offset="1" stop-color="#e7ecf0"/></linearGradient>
<pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0H0V20" fill="none" stroke="#dde3e8" stroke-width="1"/></pattern>
<linearGradient id="steel" gradientUnits="userSpaceOnUse" x1="${p(x)}" y1="${p(y)}" x2="${p(x + w)}" y2="${p(y + h)}">
<stop offset="0" stop-color="#f2f4f6"/><stop offset="0.35" stop-color="#c8cfd5"/><stop offset="0.6" stop-color="#a3adb6"/><stop offset="1" stop-color="#dde2e6"/>
</linearGradient>
</defs>
<rect width="${CANVAS_W}" height="${CANVAS_H}" fill="url(#bg)"/>
<rect width="${CANVAS_W}" height="${CANVAS_H}" fill="url(#grid)"/>
<rect x="12" y="12" width="${CANVAS_W - 24}" height="${CANVAS_H - 24}" rx="10" fill="none" stroke="#c9d1d8" stroke-width="1.5"/>
${section(image.shape, { x, y, w, h, t })}
${dims}
</svg>`
}

export async function productImagePng(image: ProductImage): Promise<Buffer> {
  const svg = productImageSvg(image)
  return await sharp(Buffer.from(svg)).png().toBuffer()
}
