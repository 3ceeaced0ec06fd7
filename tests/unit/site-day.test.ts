import { afterEach, describe, expect, it, vi } from 'vitest'

describe('the site day (Tehran)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.resetModules()
  })

  it('is the calendar day in Tehran, which starts three and a half hours before UTC', async () => {
    const { siteDay, siteDayParts } = await import('@/lib/dates/time-zone')
    expect(siteDay('2026-11-28T20:29:00Z')).toBe('2026-11-28')
    expect(siteDay('2026-11-28T20:31:00Z')).toBe('2026-11-29')
    expect(siteDayParts(new Date('2026-03-20T21:00:00Z'))).toEqual({ gy: 2026, gm: 3, gd: 21 })
  })

  it('loads no time zone data until a day is asked for, then reuses one formatter', async () => {
    // Browser chunks import this module for the zone's name only (the map's and the forms' digits),
    // and the first formatter with a time zone is a long task on a phone.
    const Real = Intl.DateTimeFormat
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      return new Real(...args)
    } as typeof Real)
    const { siteDay, siteTimeZone } = await import('@/lib/dates/time-zone')
    expect(siteTimeZone).toBe('Asia/Tehran')
    expect(made).not.toHaveBeenCalled()
    siteDay(new Date('2026-11-29T00:00:00Z'))
    siteDay(new Date('2026-11-30T00:00:00Z'))
    expect(made).toHaveBeenCalledTimes(1)
  })
})
