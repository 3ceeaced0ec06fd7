// The site's icons, drawn from the logo (public/logo.svg). Browsers ask for the icon on every first
// visit, and Chromium builds an SVG icon as a whole document on the page's main thread (5–50 ms
// here, four times that on a phone), so the icons are PNG: app/icon.png for the tab and app/apple-icon.png
// (square and opaque: the phone rounds it) for a home screen. Next.js names both in every page's head.
// Usage: node scripts/icons.mjs   (after changing the logo; the PNGs are committed)
import { readFileSync } from 'node:fs'
import sharp from 'sharp'

const logo = readFileSync(new URL('../public/logo.svg', import.meta.url), 'utf8')
const square = logo.replace(/(<rect width="40" height="40") rx="\d+"/, '$1')
if (square === logo) throw new Error('public/logo.svg: its background is no longer the first <rect>; update scripts/icons.mjs')

async function draw(svg, size, file) {
  // The logo is 40 units wide: a density that makes it `size` pixels without scaling a bitmap.
  const info = await sharp(Buffer.from(svg), { density: (72 * size) / 40 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(new URL(`../app/${file}`, import.meta.url).pathname)
  console.log(`app/${file}: ${info.width}×${info.height}, ${info.size} bytes`)
}
await draw(logo, 96, 'icon.png')
await draw(square, 180, 'apple-icon.png')
