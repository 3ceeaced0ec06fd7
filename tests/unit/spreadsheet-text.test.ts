import { describe, expect, it } from 'vitest'
import { cellText, textOfCell } from '@/lib/files/spreadsheet-text'

describe('text written into spreadsheet cells', () => {
  it('is never taken for a formula: = + - @ tab and carriage return lead with an apostrophe', () => {
    expect(cellText('=HYPERLINK("https://evil.example","y")')).toBe(`'=HYPERLINK("https://evil.example","y")`)
    for (const text of ['+98 21 1234', '-5%', '@SUM(A1)', '\t=1+1', '\r=1+1']) expect(cellText(text).startsWith("'")).toBe(true)
    for (const text of ['لوله گالوانیزه ۲ اینچ', 'Ø60.3×3.2', 'Round tube 1"', '']) expect(cellText(text)).toBe(text)
  })

  it('reads back exactly what was written, a title that really starts with an apostrophe included', () => {
    for (const text of ['=HYPERLINK("x","y")', '+1', "'quoted", "'=1", "''", 'plain', '', "it's", '-']) expect(textOfCell(cellText(text))).toBe(text)
    // Typed by staff, not written by us: left as it is.
    expect(textOfCell("'plain")).toBe("'plain")
  })
})
