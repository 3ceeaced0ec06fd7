import localFont from 'next/font/local'

// Vazirmatn, self-hosted from the installed package: no request leaves the site for fonts.
// The package ships Arabic-script and Latin subsets as separate files. Each face says which
// characters it is for (the package's unicode.json; the Arabic-script file also holds the spaces, so
// a Persian line is drawn and measured from one file), and each language's text lists the faces it
// needs (globals.css). A browser fetches a face only for text in its range: without ranges, every
// English page fetched the Arabic-script file first, to find that it had no Latin letters.
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
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020,U+00A0,U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37,U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,U+1EE61-1EE62,U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,U+1EEF0-1EEF1',
    },
  ],
})

const vazirmatnLatin = localFont({
  src: '../../node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-vazirmatn-latin',
  display: 'swap',
  preload: false,
  fallback: ['system-ui', 'sans-serif'],
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' }],
})

export const fontVariables = `${vazirmatnArabic.variable} ${vazirmatnLatin.variable}`
