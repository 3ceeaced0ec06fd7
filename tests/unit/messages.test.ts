import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/i18n/config'

type Tree = { [k: string]: string | Tree }
const load = (l: string) => JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Tree
const flatten = (t: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))))
// ICU arguments: `{name}` or `{name, plural, …}`; plural branches like `{# items}` are not arguments.
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort()

describe('messages', () => {
  const all = Object.fromEntries(locales.map((l) => [l, flatten(load(l))]))
  const faKeys = Object.keys(all.fa!).sort()

  it.each(locales)('%s has exactly the same keys as fa', (l) => {
    expect(Object.keys(all[l]!).sort()).toEqual(faKeys)
  })

  it.each(locales)('%s has no empty text and the same placeholders as fa', (l) => {
    for (const key of faKeys) {
      expect(all[l]![key]!.trim(), `${l}: ${key}`).not.toBe('')
      expect(placeholders(all[l]![key]!), `${l}: ${key}`).toEqual(placeholders(all.fa![key]!))
    }
  })

  // One rule, one wording: two texts that say the same thing in English say it the same way in
  // Persian and Arabic. Labels whose Persian or Arabic depends on where they stand are listed.
  const placedWords = new Set(['Sign in', 'Register', 'From'])
  it.each(['fa', 'ar'] as const)('%s words one English message one way', (l) => {
    const byEnglish = new Map<string, string[]>()
    for (const [key, text] of Object.entries(all.en!)) byEnglish.set(text, [...(byEnglish.get(text) ?? []), key])
    for (const [english, keys] of byEnglish) {
      if (keys.length < 2 || placedWords.has(english)) continue
      expect(new Set(keys.map((k) => all[l]![k])), `${l}: "${english}" in ${keys.join(', ')}`).toHaveProperty('size', 1)
    }
  })

  it('uses the named digit format for every number in a message', () => {
    for (const l of locales) {
      for (const [key, text] of Object.entries(all[l]!)) {
        expect(text, `${l}: ${key}`).not.toMatch(/\{\s*\w+\s*,\s*number\s*\}|(?<!')#/)
      }
    }
  })
})
