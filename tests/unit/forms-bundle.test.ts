import { describe, expect, it } from 'vitest'
import { entryPath, fileProblem, safeEntryName, sizeLabel } from '@/lib/forms/bundle'
import { inspectBundle } from '@/lib/forms/inspect-bundle'
import { supplierSlots } from '@/lib/suppliers/attachments'
import * as fx from '../fixtures/bundles'

const person = { personType: 'natural' }
const company = { personType: 'legal' }

describe('inspectBundle (supplier documents)', () => {
  it('accepts a person’s identity papers and lists them', async () => {
    const result = await inspectBundle(await fx.validPersonBundle(), supplierSlots, person)
    expect(result).toEqual({
      ok: true,
      files: [
        { slot: 'idCard', name: '1-national-card.pdf', size: expect.any(Number), kind: 'pdf' },
        { slot: 'idCard', name: '2-birth-certificate.pdf', size: expect.any(Number), kind: 'pdf' },
      ],
    })
  })

  it('accepts a company’s full set, an attached catalogue zip included', async () => {
    const result = await inspectBundle(await fx.validCompanyBundle(), supplierSlots, company)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.files.map((f) => `${f.slot}:${f.kind}`)).toEqual(['idCard:pdf', 'catalogue:zip', 'catalogue:pdf', 'gazette:pdf', 'foundingNotice:pdf', 'articles:pdf'])
  })

  it('asks a company for the papers a person need not send', async () => {
    const result = await inspectBundle(await fx.validPersonBundle(), supplierSlots, company)
    expect(result).toEqual({ ok: false, problems: [{ reason: 'missing', slot: 'gazette' }, { reason: 'missing', slot: 'foundingNotice' }, { reason: 'missing', slot: 'articles' }] })
  })

  it('turns away company papers from a person (not asked for)', async () => {
    const result = await inspectBundle(await fx.validCompanyBundle(), supplierSlots, person)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems.filter((p) => p.reason === 'unexpected').map((p) => p.file)).toEqual(['gazette/1-gazette.pdf', 'foundingNotice/1-notice.pdf', 'articles/1-articles.pdf'])
  })

  it('reads the content, not the name: HTML renamed .pdf', async () => {
    const result = await inspectBundle(await fx.disguisedHtmlBundle(), supplierSlots, person)
    expect(result).toEqual({ ok: false, problems: [{ reason: 'wrongType', slot: 'idCard', file: '1-card.pdf', params: { kinds: 'PDF' } }] })
  })

  it('refuses a zip bomb before unpacking it', async () => {
    const bomb = await fx.bombBundle()
    expect(bomb.length).toBeLessThan(200 * 1024)
    const result = await inspectBundle(bomb, supplierSlots, person)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems[0]).toEqual({ reason: 'bomb', slot: 'idCard', file: '1-card.pdf' })
  })

  it('refuses entries that climb out of the folder or start at the root', async () => {
    for (const [bundle, name] of [
      [await fx.traversalBundle(), '../../etc/evil.pdf'],
      [await fx.absoluteBundle(), '/tmp/evil.pdf'],
    ] as const) {
      const result = await inspectBundle(bundle, supplierSlots, person)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.problems).toContainEqual({ reason: 'badName', file: name })
    }
  })

  it('refuses links', async () => {
    const result = await inspectBundle(await fx.linkBundle(), supplierSlots, person)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problems).toContainEqual({ reason: 'link', slot: 'idCard', file: '1-card.pdf' })
  })

  it('refuses too many entries', async () => {
    const result = await inspectBundle(await fx.crowdedBundle(), supplierSlots, person)
    expect(result).toEqual({ ok: false, problems: [{ reason: 'tooManyEntries', params: { max: 40 } }] })
  })

  it('refuses a document over 10 MB', async () => {
    const result = await inspectBundle(await fx.oversizedBundle(), supplierSlots, person)
    expect(result).toEqual({ ok: false, problems: [{ reason: 'tooBig', slot: 'idCard', file: '1-card.pdf', params: { size: 10 * 1024 * 1024 } }] })
  })

  it('refuses what is not a zip at all', async () => {
    const result = await inspectBundle(fx.pdfBytes(), supplierSlots, person)
    expect(result).toEqual({ ok: false, problems: [{ reason: 'corrupt' }] })
  })

  it('refuses an attached zip holding another zip or a program', async () => {
    const inner = await fx.makeZip([{ name: 'deeper.zip', data: await fx.makeZip([{ name: 'a.pdf', data: fx.pdfBytes() }]) }, { name: 'page.html', data: fx.htmlBytes() }])
    const bundle = await fx.makeZip([{ name: 'idCard/1-card.pdf', data: fx.pdfBytes() }, { name: 'catalogue/1-cat.zip', data: inner }])
    const result = await inspectBundle(bundle, supplierSlots, person)
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.problems).toEqual([
        { reason: 'nested', slot: 'catalogue', file: '1-cat.zip › deeper.zip' },
        { reason: 'wrongType', slot: 'catalogue', file: '1-cat.zip › page.html', params: { kinds: 'PDF, JPEG, PNG' } },
      ])
  })
})

describe('entry names', () => {
  it('keeps Persian names and drops folders and control characters', () => {
    expect(safeEntryName('../../کارت ملی.pdf')).toBe('کارت ملی.pdf')
    expect(safeEntryName('C:\\docs\\scan\u0000.pdf')).toBe('scan.pdf')
    expect(safeEntryName('...')).toBe('file')
    expect(entryPath('idCard', 0, 'a/b.pdf')).toBe('idCard/1-b.pdf')
  })
})

describe('file sizes as people read them', () => {
  it('writes the limit in the page’s digits and units', () => {
    expect(sizeLabel(100 * 1024, 'fa')).toBe('۱۰۰ کیلوبایت')
    expect(sizeLabel(10 * 1024 * 1024, 'fa')).toBe('۱۰ مگابایت')
    expect(sizeLabel(100 * 1024, 'en')).toBe('100 kB')
    expect(sizeLabel(25 * 1024 * 1024, 'en')).toBe('25 MB')
    expect(sizeLabel(100 * 1024, 'ar')).toBe('١٠٠ كيلوبايت')
    expect(sizeLabel(1536, 'en')).toBe('1.5 kB')
  })

  it('judges a chosen file once: the kind before the size', () => {
    const photoSlot = { id: 'photo', kinds: ['jpeg'] as const, maxBytes: 100 * 1024 }
    expect(fileProblem(photoSlot, { name: 'a.png', size: 500 * 1024 })).toEqual({ reason: 'wrongType', slot: 'photo', file: 'a.png', params: { kinds: 'JPEG' } })
    expect(fileProblem(photoSlot, { name: 'a.jpg', size: 101 * 1024 })).toEqual({ reason: 'tooBig', slot: 'photo', file: 'a.jpg', params: { size: 100 * 1024 } })
    expect(fileProblem(photoSlot, { name: 'a.jpg', size: 100 * 1024 })).toBeNull()
  })
})
