import { afterEach, describe, expect, it, vi } from 'vitest'
import { manifestProblems, parseManifest, type Manifest } from '@/lib/ops/backup/manifest'
import { archiveName, archivesToPrune } from '@/lib/ops/backup/retention'
import { quotedTable } from '@/lib/ops/backup/tables'
import { parseCron } from '@/lib/ops/backup/cron'
import { scheduleBackups } from '@/lib/ops/backup/schedule'
import { option, positional } from '../../scripts/lib/cli-args'

const manifest: Manifest = {
  format: 1,
  createdAt: '2026-12-05T17:00:00.000Z',
  database: { kind: 'sqlite', file: 'database/app.db', latestMigration: '20261205_150220_freight_rates' },
  storage: 'disk',
  buildId: null,
  counts: { orders: 3 },
  files: [
    { path: 'database/app.db', size: 10, sha256: 'a'.repeat(64) },
    { path: 'files/private-files/receipt.jpg', size: 5, sha256: 'b'.repeat(64) },
  ],
}

describe('backup manifest', () => {
  it('an archive that holds exactly what it lists has no problems', () => {
    expect(manifestProblems(manifest, new Map([['database/app.db', 'a'.repeat(64)], ['files/private-files/receipt.jpg', 'b'.repeat(64)]]))).toEqual([])
  })

  it('names each file that was changed, lost or slipped in', () => {
    const problems = manifestProblems(manifest, new Map([['database/app.db', 'c'.repeat(64)], ['files/media/extra.png', 'd'.repeat(64)]]))
    expect(problems).toEqual([
      'database/app.db does not match its SHA-256 in the manifest (the archive was altered or damaged)',
      'files/private-files/receipt.jpg is listed in the manifest but missing from the archive',
      'files/media/extra.png is in the archive but not in the manifest',
    ])
  })

  it('a manifest that does not list its own database file is a problem', () => {
    expect(manifestProblems({ ...manifest, files: [] }, new Map())).toEqual(['the database file database/app.db is not listed in the manifest'])
  })

  it('reads a manifest back and refuses what is not one', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest)
    expect(() => parseManifest('{"format":1')).toThrow(/not valid JSON/)
    expect(() => parseManifest(JSON.stringify({ ...manifest, format: 2 }))).toThrow(/format 1/)
    expect(() => parseManifest(JSON.stringify({ ...manifest, database: { kind: 'mysql', file: 'x' } }))).toThrow(/which database/)
    expect(() => parseManifest(JSON.stringify({ ...manifest, files: [{ path: 'x' }] }))).toThrow(/list of files/)
  })
})

describe('archive names and retention', () => {
  it('names sort by time and carry no characters a file system refuses', () => {
    expect(archiveName(new Date('2026-12-05T17:40:00.123Z'))).toBe('steel-backup-2026-12-05T17-40-00-123Z.tar.gz')
  })

  it('keeps the newest N archives and never touches partial files or anything else', () => {
    const names = ['steel-backup-2026-12-03T00-00-00-000Z.tar.gz', 'notes.txt', 'steel-backup-2026-12-05T00-00-00-000Z.tar.gz', 'steel-backup-2026-12-06T00-00-00-000Z.tar.gz.partial', 'steel-backup-2026-12-04T00-00-00-000Z.tar.gz']
    expect(archivesToPrune(names, 2)).toEqual(['steel-backup-2026-12-03T00-00-00-000Z.tar.gz'])
    expect(archivesToPrune(names, 0)).toEqual([])
  })
})

describe('collection tables and command-line options', () => {
  it('quotes a slug as its snake-cased table and refuses anything else', () => {
    expect(quotedTable('payment-receipts')).toBe('"payment_receipts"')
    expect(() => quotedTable('orders"; drop table orders; --')).toThrow()
  })

  it('reads --to DIR and --to=DIR, and tells arguments from option values', () => {
    expect(option(['--to', '/b'], '--to')).toBe('/b')
    expect(option(['--to=/b'], '--to')).toBe('/b')
    expect(option([], '--to')).toBeUndefined()
    expect(positional(['--next-dir', 'n', 'a.tar.gz', '--force'], ['--next-dir'])).toEqual(['a.tar.gz'])
  })
})

describe('BACKUP_CRON', () => {
  const at = (iso: string) => new Date(iso)
  it('reads minutes, hours, steps, ranges and lists, in UTC', () => {
    const nightly = parseCron('30 2 * * *')
    expect(nightly.matches(at('2026-12-05T02:30:00Z'))).toBe(true)
    expect(nightly.matches(at('2026-12-05T02:31:00Z'))).toBe(false)
    const often = parseCron('*/15 8-18 * * 1-5')
    expect(often.matches(at('2026-12-07T08:45:00Z'))).toBe(true) // a Monday
    expect(often.matches(at('2026-12-05T08:45:00Z'))).toBe(false) // a Saturday
    expect(parseCron('0 0 * * 7').matches(at('2026-12-06T00:00:00Z'))).toBe(true) // Sunday as 7
    expect(parseCron('0 0 1,15 * 0').matches(at('2026-12-15T00:00:00Z'))).toBe(true) // either day field
  })

  it('refuses what it cannot read, saying which field', () => {
    expect(() => parseCron('0 2 * *')).toThrow(/five fields/)
    expect(() => parseCron('61 2 * * *')).toThrow(/minute field/)
    expect(() => parseCron('0 2 * JAN *')).toThrow(/month field/)
  })
})

describe('the backup schedule', () => {
  afterEach(() => vi.useRealTimers())

  it('takes one backup in each named minute, only with the migration lock, and holds it to the minute’s end', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T02:29:10Z') })
    const taken: string[] = []
    const released: string[] = []
    let mine = true
    const running = scheduleBackups({
      schedule: parseCron('30,31 2 * * *'),
      takeTurn: async () => (mine ? { release: async () => void released.push(new Date().toISOString()) } : null),
      backup: async () => void taken.push(new Date().toISOString()),
      log: () => {},
    })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(taken).toEqual(['2026-12-05T02:30:00.500Z'])
    expect(released).toEqual([])
    // 02:31 is named too, but another instance holds the lock then.
    mine = false
    await vi.advanceTimersByTimeAsync(60_000)
    expect(released).toEqual(['2026-12-05T02:31:00.000Z'])
    expect(taken).toHaveLength(1)
    mine = true
    await vi.advanceTimersByTimeAsync(24 * 3600_000)
    expect(taken).toEqual(['2026-12-05T02:30:00.500Z', '2026-12-06T02:30:00.500Z', '2026-12-06T02:31:00.500Z'])
    running.stop()
  })
})
