import type { CSSProperties } from 'react'

/**
 * A home section below the first screen is laid out only when scrolled near (render-when-near);
 * until then the page reserves a guessed height for it. A guess far from the real height makes the
 * scrollbar jump, and a jump to the end of the page (End key, dragging the scrollbar) land short of
 * it. Sections hold grids whose height follows how many items staff chose, so the guess does too.
 *
 * Three widths, as the grids change: a phone, from 640 px (sm) and from 1024 px (lg).
 */
export type ByWidth = readonly [phone: number, sm: number, lg: number]

/** A section's grid: its columns at each width, as its classes say, and a row's height in rem with the gap under it. */
export type GridShape = { columns: ByWidth; row: ByWidth }

/** A Section's padding and heading, in rem (measured at 152 px on every width). */
const chrome = 9.5

/** Heights in rem at each width, as the custom properties the section's classes read. */
export function fixedHeight([phone, sm, lg]: ByWidth): CSSProperties {
  return { '--near-phone': `${phone}rem`, '--near-sm': `${sm}rem`, '--near-lg': `${lg}rem` } as CSSProperties
}

/** The height of a Section holding `count` items in a grid of this shape. */
export function gridHeight(count: number, { columns, row }: GridShape): CSSProperties {
  const at = (i: 0 | 1 | 2) => chrome + Math.ceil(count / columns[i]) * row[i]
  return fixedHeight([at(0), at(1), at(2)])
}

/** The classes that turn those properties into the guessed height at each width. */
export const guessedHeightClasses = 'render-when-near [--near-height:var(--near-phone)] sm:[--near-height:var(--near-sm)] lg:[--near-height:var(--near-lg)]'
