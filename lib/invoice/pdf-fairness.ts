import { createHash } from 'node:crypto'

/**
 * Who may start printing a PDF now. Printing is slow (a browser page per PDF, two at a time), so one
 * visitor asking for forty at once would make everyone else wait behind them: each visitor has at
 * most `perVisitor` PDFs being printed or waiting (more: 429, ask again shortly), and the whole
 * instance at most `total` (more: 503, a balancer may try another instance).
 */
export type Admission = { ok: true; release: () => void } | { ok: false; status: 429 | 503; retryAfter: number }

export function pdfAdmissions({ perVisitor = 2, total = 24 }: { perVisitor?: number; total?: number } = {}) {
  const held = new Map<string, number>()
  let all = 0
  return {
    admit(visitor: string): Admission {
      const mine = held.get(visitor) ?? 0
      if (mine >= perVisitor) return { ok: false, status: 429, retryAfter: 5 }
      if (all >= total) return { ok: false, status: 503, retryAfter: 10 }
      held.set(visitor, mine + 1)
      all += 1
      let released = false
      return {
        ok: true,
        release() {
          if (released) return
          released = true
          all -= 1
          const left = (held.get(visitor) ?? 1) - 1
          if (left > 0) held.set(visitor, left)
          else held.delete(visitor)
        },
      }
    },
    /** PDFs being printed or waiting, for the health of the queue. */
    get size() {
      return all
    },
  }
}

/**
 * The last PDFs printed, by what they show: an invoice asked for again unchanged (a second click,
 * a phone and a laptop) is sent as printed, without a browser. Bounded by count and bytes; the
 * oldest go first.
 */
export function printedPdfs({ entries = 64, bytes = 32 * 1024 * 1024 }: { entries?: number; bytes?: number } = {}) {
  const kept = new Map<string, Uint8Array>()
  let size = 0
  return {
    get(key: string): Uint8Array | undefined {
      const pdf = kept.get(key)
      if (pdf) {
        // Most recently used last.
        kept.delete(key)
        kept.set(key, pdf)
      }
      return pdf
    },
    set(key: string, pdf: Uint8Array) {
      if (pdf.byteLength > bytes) return
      const old = kept.get(key)
      if (old) {
        kept.delete(key)
        size -= old.byteLength
      }
      kept.set(key, pdf)
      size += pdf.byteLength
      for (const [oldest, value] of kept) {
        if (kept.size <= entries && size <= bytes) break
        kept.delete(oldest)
        size -= value.byteLength
      }
    },
  }
}

/** What a PDF shows, as a key: the visitor, the page, its language and the invoice's whole content. */
export const pdfKey = (visitor: string, pagePath: string, content: unknown) => createHash('sha256').update(visitor).update('\0').update(pagePath).update('\0').update(JSON.stringify(content)).digest('hex')
