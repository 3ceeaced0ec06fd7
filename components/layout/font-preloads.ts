import { readdirSync } from 'node:fs'
import path from 'node:path'
import { preload } from 'react-dom'
import { directionOf, type Locale } from '@/lib/i18n/config'

// next/font names each file with a content hash and would preload both on every page; a page needs
// first only the subset its own language is written in (the other arrives if a glyph asks for it).
// The built files are looked up once; in development (or any other layout of the build) nothing is
// preloaded, which costs only a swap.
const media = (() => {
  try {
    return readdirSync(path.join(process.cwd(), '.next', 'static', 'media'))
  } catch {
    return []
  }
})()
const file = (prefix: string) => media.find((f) => f.startsWith(prefix) && f.endsWith('.woff2'))
const subsets = { rtl: file('vazirmatn_rtl'), latin: file('vazirmatn_latin') }

/** Preloads the font file of the page's direction (right-to-left: the file with Arabic script). Call from the layout. */
export function preloadPageFont(locale: Locale) {
  const name = directionOf(locale) === 'rtl' ? subsets.rtl : subsets.latin
  if (name) preload(`/_next/static/media/${name}`, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
}
