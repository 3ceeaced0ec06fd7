import type { CSSProperties } from 'react'

/**
 * A block below the first screen is laid out only when scrolled near (render-when-near); until then
 * the page reserves a guessed height for it. A guess far from the real height makes the scrollbar
 * jump, and a jump to the end of the page (End key, dragging the scrollbar) land short of it. Blocks
 * that hold a grid of items guess from how many items they hold.
 *
 * Three widths, as the grids change: a phone, from 640 px (sm) and from 1024 px (lg). Heights are
 * in rem, of the block's content (without its own padding and border).
 */
export type ByWidth = readonly [phone: number, sm: number, lg: number]

/** A grid: its columns at each width, as its classes say, and a row's height with the gap under it. */
export type GridShape = { columns: ByWidth; row: ByWidth }

/** A row of product cards (components/catalog/ProductCard) in one, two and four columns. */
export const productCardRow: ByWidth = [27.5, 27, 23.5]

/** A block's `style`: its guessed height at each width, as guessedHeightClasses reads them. */
export type GuessedHeight = CSSProperties & Record<'--near-phone' | '--near-sm' | '--near-lg', string>

/** Heights at each width, as the custom properties guessedHeightClasses reads. */
export function fixedHeight([phone, sm, lg]: ByWidth): GuessedHeight {
  return { '--near-phone': `${phone}rem`, '--near-sm': `${sm}rem`, '--near-lg': `${lg}rem` }
}

/** The height of `count` items in a grid of this shape, under a heading `above` rem high (at each width, when it changes). */
export function gridHeight(count: number, { columns, row }: GridShape, above: number | ByWidth): GuessedHeight {
  const heading = (i: 0 | 1 | 2) => (typeof above === 'number' ? above : above[i])
  const at = (i: 0 | 1 | 2) => heading(i) + Math.ceil(count / columns[i]) * row[i]
  return fixedHeight([at(0), at(1), at(2)])
}

/** The classes that make a block render-when-near with the height its style gives at each width. */
export const guessedHeightClasses = 'render-when-near [--near-height:var(--near-phone)] sm:[--near-height:var(--near-sm)] lg:[--near-height:var(--near-lg)]'
