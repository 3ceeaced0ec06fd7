import { describe, expect, it } from 'vitest'
import { fixedHeight, gridHeight } from '@/components/home/guessed-height'

describe("a home section's guessed height", () => {
  it('counts the rows its items fill at each width, plus the heading and padding', () => {
    // Five categories in one, two and four columns: five, three and two rows.
    expect(gridHeight(5, { columns: [1, 2, 4], row: [7.5, 7.75, 8] })).toEqual({ '--near-phone': '47rem', '--near-sm': '32.75rem', '--near-lg': '25.5rem' })
    // Staff choosing eight featured products instead of four doubles the rows on a wide screen.
    expect(gridHeight(8, { columns: [1, 2, 4], row: [27.5, 27, 23.5] })['--near-lg' as never]).toBe('56.5rem')
    expect(gridHeight(4, { columns: [1, 2, 4], row: [27.5, 27, 23.5] })['--near-lg' as never]).toBe('33rem')
  })

  it('takes a fixed height as given', () => {
    expect(fixedHeight([19.25, 10.5, 9.75])).toEqual({ '--near-phone': '19.25rem', '--near-sm': '10.5rem', '--near-lg': '9.75rem' })
  })
})
