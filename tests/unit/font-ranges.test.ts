import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const faces = readFileSync('components/layout/fonts.ts', 'utf8')
const script = readFileSync('scripts/fonts/subset-vazirmatn.sh', 'utf8')

/** The unicode-range a face declares, by the file it loads. */
const declared = (file: string) => {
  const face = faces.slice(faces.indexOf(`src: './fonts/${file}'`))
  return /prop: 'unicode-range',\s*value: '([^']+)'/.exec(face)?.[1]
}
/** The range the script cut the file with. */
const cut = (name: string) => new RegExp(`^${name}='([^']+)'`, 'm').exec(script)?.[1]

const covers = (range: string) => {
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.replace(/^U\+/, '').split('-')
    return [parseInt(from!, 16), parseInt(to!, 16)] as const
  })
  return (ch: string) => spans.some(([from, to]) => ch.codePointAt(0)! >= from && ch.codePointAt(0)! <= to)
}

describe('the font files and their faces', () => {
  it('each face declares exactly the characters its file was cut with', () => {
    expect(declared('vazirmatn-rtl.woff2')).toBeTruthy()
    expect(declared('vazirmatn-rtl.woff2')).toBe(cut('rtl'))
    expect(declared('vazirmatn-latin.woff2')).toBeTruthy()
    expect(declared('vazirmatn-latin.woff2')).toBe(cut('latin'))
  })

  // A character of the interface outside the first file's range makes every Persian or Arabic page
  // fetch the Latin file too, before its text settles.
  it.each(['fa', 'ar'])('every character of the %s interface is drawn from the right-to-left file', (locale) => {
    const inRange = covers(declared('vazirmatn-rtl.woff2')!)
    const text = JSON.stringify(JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')))
    const outside = [...new Set([...text.replace(/\\n/g, '')].filter((ch) => !inRange(ch)))]
    expect(outside).toEqual([])
  })
})
