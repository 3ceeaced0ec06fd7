import localFont from 'next/font/local'

// Vazirmatn, self-hosted from the installed package: no request leaves the site for fonts.
// The package ships Arabic-script and Latin subsets as separate files; the CSS stack lists both so
// each glyph comes from the file that has it.
const vazirmatnArabic = localFont({
  src: '../../node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-vazirmatn-arabic',
  display: 'swap',
  // Preloaded by the layout for the languages that start with it (see font-preloads.ts).
  preload: false,
  // No fallback of its own: Latin glyphs must fall through to the Latin file next in the stack.
  fallback: [],
  adjustFontFallback: false,
})

const vazirmatnLatin = localFont({
  src: '../../node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-vazirmatn-latin',
  display: 'swap',
  preload: false,
  fallback: ['system-ui', 'sans-serif'],
})

export const fontVariables = `${vazirmatnArabic.variable} ${vazirmatnLatin.variable}`
