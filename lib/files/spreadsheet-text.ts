/**
 * Text cells a spreadsheet could take for a formula (OWASP's "CSV injection"): a product title such
 * as `=HYPERLINK("https://evil.example", "price list")` or `+98…`, `-…`, `@…`, or one starting with
 * a tab or carriage return, becomes a live formula in Excel or LibreOffice once someone edits the
 * cell or the file goes through CSV. Such text is written with a leading apostrophe, which every
 * spreadsheet shows as text, and read back without it. Text that itself begins with an apostrophe
 * gets one more, so reading back is exact for every string.
 */
const risky = /^[=+\-@\t\r']/

/** The text as it is written into a cell. */
export const cellText = (text: string): string => (risky.test(text) ? `'${text}` : text)

/** The text a cell written by `cellText` holds, as it was before. */
export const textOfCell = (cell: string): string => (cell.startsWith("'") && risky.test(cell.slice(1)) ? cell.slice(1) : cell)
