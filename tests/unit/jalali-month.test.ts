import { jalaaliMonthLength } from 'jalaali-js'
import { describe, expect, it } from 'vitest'
import { addDays, addMonths, dayInMonth, monthWeeks, weekEndOf, weekPosition, weekStartOf } from '@/lib/forms/jalali-month'

describe('a Jalali month for the date picker', () => {
  it('places days in the week: 1 Farvardin 1403 was a Wednesday', () => {
    // Wednesday is the fifth day of a week from Saturday, the fourth of one from Sunday.
    expect(weekPosition({ year: 1403, month: 1, day: 1 }, 0)).toBe(4)
    expect(weekPosition({ year: 1403, month: 1, day: 1 }, 1)).toBe(3)
    // 15 Azar 1405 is Sunday 6 December 2026: the second day of the Persian week.
    expect(weekPosition({ year: 1405, month: 9, day: 15 }, 0)).toBe(1)
  })

  it('lays the month out in weeks, blank before the first day and after the last', () => {
    const weeks = monthWeeks(1403, 1, 0)
    expect(weeks[0]!.slice(0, 4)).toEqual([null, null, null, null])
    expect(weeks[0]![4]).toEqual({ year: 1403, month: 1, day: 1 })
    expect(weeks.flat().filter(Boolean)).toHaveLength(31)
    expect(weeks.every((w) => w.length === 7)).toBe(true)
    expect(monthWeeks(1403, 12, 0).flat().filter(Boolean)).toHaveLength(30) // 1403 is a leap year
    expect(monthWeeks(1402, 12, 0).flat().filter(Boolean)).toHaveLength(29)
  })

  it('steps by days and months across their ends, and stays within the picker’s years', () => {
    expect(addDays({ year: 1403, month: 1, day: 31 }, 1)).toEqual({ year: 1403, month: 2, day: 1 })
    expect(addDays({ year: 1403, month: 1, day: 1 }, -1)).toEqual({ year: 1402, month: 12, day: 29 })
    expect(addMonths({ year: 1403, month: 6, day: 31 }, 1)).toEqual({ year: 1403, month: 7, day: 30 })
    expect(addMonths({ year: 1403, month: 12, day: 5 }, 1)).toEqual({ year: 1404, month: 1, day: 5 })
    expect(addDays({ year: 1300, month: 1, day: 1 }, -1)).toEqual({ year: 1300, month: 1, day: 1 })
    expect(addMonths({ year: 1449, month: 12, day: 1 }, 1)).toEqual({ year: 1449, month: 12, day: jalaaliMonthLength(1449, 12) })
  })

  it('keeps a day when the month changes, or takes the month’s last when it is shorter', () => {
    expect(dayInMonth(1403, 2, 31)).toEqual({ year: 1403, month: 2, day: 31 })
    expect(dayInMonth(1403, 7, 31)).toEqual({ year: 1403, month: 7, day: 30 })
    expect(dayInMonth(1402, 12, 31)).toEqual({ year: 1402, month: 12, day: 29 })
  })

  it('finds the week’s first and last days', () => {
    const wednesday = { year: 1403, month: 1, day: 1 }
    expect(weekStartOf(wednesday, 0)).toEqual({ year: 1402, month: 12, day: 26 })
    expect(weekEndOf(wednesday, 0)).toEqual({ year: 1403, month: 1, day: 3 })
    expect(weekStartOf(wednesday, 1)).toEqual({ year: 1402, month: 12, day: 27 })
  })
})
