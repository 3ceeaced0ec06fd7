import { describe, expect, it } from 'vitest'
import { adminJalaliText, adminNumberText } from '@/components/admin/admin-number-text'

describe('numbers and Jalali texts in the admin', () => {
  it('are grouped in the admin language’s digits, Persian by default', () => {
    expect(adminNumberText(702_000, 'fa')).toBe('۷۰۲٬۰۰۰')
    expect(adminNumberText(30_000_000, undefined)).toBe('۳۰٬۰۰۰٬۰۰۰')
    expect(adminNumberText(1_250, 'en')).toBe('1,250')
    expect(adminNumberText(12.5, 'fa')).toBe('۱۲.۵')
    expect(adminNumberText(null, 'fa')).toBeNull()
  })

  it('read a Jalali date kept as text as the admin shows dates', () => {
    expect(adminJalaliText('1405-09-14', 'fa')).toBe('۱۴ آذر ۱۴۰۵')
    expect(adminJalaliText('۱۴۰۵/۹/۱۴', 'fa')).toBe('۱۴ آذر ۱۴۰۵')
    expect(adminJalaliText('not a date 12', 'fa')).toBe('not a date ۱۲')
    expect(adminJalaliText('', 'fa')).toBeNull()
  })
})
