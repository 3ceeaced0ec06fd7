import { describe, expect, it } from 'vitest'
import { pdfAdmissions, pdfKey, printedPdfs } from '@/lib/invoice/pdf-fairness'

describe('who may start printing a PDF', () => {
  it('lets each visitor hold two at a time, then answers 429; another visitor still gets in', () => {
    const queue = pdfAdmissions({ perVisitor: 2, total: 10 })
    const [a1, a2, a3] = [queue.admit('customer:1'), queue.admit('customer:1'), queue.admit('customer:1')]
    expect([a1.ok, a2.ok]).toEqual([true, true])
    expect(a3).toEqual({ ok: false, status: 429, retryAfter: 5 })
    expect(queue.admit('customer:2').ok).toBe(true)
    if (a1.ok) a1.release()
    // Released twice counts once.
    if (a1.ok) a1.release()
    expect(queue.admit('customer:1').ok).toBe(true)
    expect(queue.admit('customer:1').ok).toBe(false)
    expect(queue.size).toBe(3)
  })

  it('bounds the whole instance: 503 once full, with a time to ask again', () => {
    const queue = pdfAdmissions({ perVisitor: 2, total: 3 })
    for (const visitor of ['a', 'b', 'c']) expect(queue.admit(visitor).ok).toBe(true)
    expect(queue.admit('d')).toEqual({ ok: false, status: 503, retryAfter: 10 })
  })
})

describe('PDFs kept for an unchanged invoice', () => {
  it('are found by what they show and drop the least recently used past their bounds', () => {
    const kept = printedPdfs({ entries: 2, bytes: 100 })
    const pdf = (n: number) => new Uint8Array(n)
    kept.set('a', pdf(10))
    kept.set('b', pdf(10))
    kept.get('a')
    kept.set('c', pdf(10))
    expect([kept.get('a')?.byteLength, kept.get('b'), kept.get('c')?.byteLength]).toEqual([10, undefined, 10])
    kept.set('big', pdf(95))
    expect(kept.get('a')).toBeUndefined()
    expect(kept.get('big')?.byteLength).toBe(95)
    kept.set('huge', pdf(200))
    expect(kept.get('huge')).toBeUndefined()
  })

  it('key on the visitor, the page and the whole content', () => {
    const invoice = { number: 'PF-1', total: 100 }
    expect(pdfKey('customer:1', '/order/1/invoice', invoice)).toBe(pdfKey('customer:1', '/order/1/invoice', { ...invoice }))
    expect(pdfKey('customer:1', '/order/1/invoice', invoice)).not.toBe(pdfKey('customer:2', '/order/1/invoice', invoice))
    expect(pdfKey('customer:1', '/order/1/invoice', invoice)).not.toBe(pdfKey('customer:1', '/en/order/1/invoice', invoice))
    expect(pdfKey('customer:1', '/order/1/invoice', invoice)).not.toBe(pdfKey('customer:1', '/order/1/invoice', { ...invoice, total: 101 }))
  })
})
