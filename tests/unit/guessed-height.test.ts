import { describe, expect, it } from 'vitest'
import { fixedHeight, gridHeight, productCardRow } from '@/components/layout/guessed-height'

describe('the guessed height of a block not yet drawn', () => {
  it('counts the rows its items fill at each width, under its heading', () => {
    // Five categories in one, two and four columns: five, three and two rows.
    expect(gridHeight(5, { columns: [1, 2, 4], row: [7.5, 7.75, 8] }, 9.5)).toEqual({ '--near-phone': '47rem', '--near-sm': '32.75rem', '--near-lg': '25.5rem' })
    // Eight product cards instead of four double the rows on a wide screen.
    const cards = { columns: [1, 2, 4], row: productCardRow } as const
    expect(gridHeight(8, cards, 2.75)['--near-lg']).toBe('49.75rem')
    expect(gridHeight(4, cards, 2.75)['--near-lg']).toBe('26.25rem')
  })

  it('takes a fixed height as given', () => {
    expect(fixedHeight([19.25, 10.5, 9.75])).toEqual({ '--near-phone': '19.25rem', '--near-sm': '10.5rem', '--near-lg': '9.75rem' })
  })
})
