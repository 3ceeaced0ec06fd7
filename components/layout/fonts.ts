import localFont from 'next/font/local'

// Vazirmatn, self-hosted: no request leaves the site for fonts. Two files cut from its release
// (scripts/fonts/subset-vazirmatn.sh, which holds the same ranges): a right-to-left page draws
// everything from the first, Arabic script with ASCII and the common signs («», ×, Ø, spaces,
// dashes), so it fetches one file; an English page fetches only the Latin one. Each face says
// which characters it is for, so the browser fetches a face only for text in its range
// (globals.css lists each language's faces in order).
const vazirmatnRtl = localFont({
  src: './fonts/vazirmatn-rtl.woff2',
  weight: '400 900',
  variable: '--font-vazirmatn-rtl',
  display: 'swap',
  // Preloaded by the layout for the languages that start with it (see font-preloads.ts).
  preload: false,
  // No fallback of its own: what it lacks must fall through to the Latin file next in the stack.
  fallback: [],
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020-007E,U+00A0-00BF,U+00D7-00D8,U+00F7-00F8,U+0600-06FF,U+0750-077F,U+2000-2027,U+2030,U+2039-203A,U+20AC,U+2122,U+2212,U+2248,U+FEFF,U+FFFD',
    },
  ],
})

const vazirmatnLatin = localFont({
  src: './fonts/vazirmatn-latin.woff2',
  weight: '400 900',
  variable: '--font-vazirmatn-latin',
  display: 'swap',
  preload: false,
  fallback: ['system-ui', 'sans-serif'],
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' }],
})

export const fontVariables = `${vazirmatnRtl.variable} ${vazirmatnLatin.variable}`
