/** The words of a Lexical rich-text value, for reading time and descriptions. */
type Node = { type?: string; text?: unknown; children?: unknown }

export function plainText(value: unknown): string {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as Node
    if (typeof n.text === 'string') out.push(n.text)
    if (Array.isArray(n.children)) {
      for (const c of n.children) walk(c)
      if (n.type === 'paragraph' || n.type === 'heading' || n.type === 'listitem') out.push('\n')
    }
  }
  walk((value as { root?: unknown } | null)?.root)
  return out.join(' ').replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').trim()
}

/** Whole minutes to read a text at about 200 words a minute; never less than one. */
export function readingMinutes(text: string, wordsPerMinute = 200): number {
  const words = text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  return Math.max(1, Math.round(words / wordsPerMinute))
}
