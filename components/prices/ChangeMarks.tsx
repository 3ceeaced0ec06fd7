/** A day's change in words, ready to draw: see changeTexts (ChangeCell.tsx). */
export type ChangeTexts = { direction: 'up' | 'down' | 'same'; spoken: string; shown: string } | { none: string }

const arrows = { up: '▲', down: '▼', same: '■' } as const

/**
 * A day's change as arrow and figures, never colour alone, with its words for a screen reader.
 * Given formatted texts, so a client island draws the same markup as a server component.
 */
export function ChangeMarks({ change }: { change: ChangeTexts }) {
  if ('none' in change) return <span className="text-steel-500">{change.none}</span>
  return (
    <span className="day-change" data-direction={change.direction}>
      {/* A glyph rather than an icon's SVG: the board repeats it on every row. */}
      <span aria-hidden>{arrows[change.direction]}</span>
      <span className="sr-only">{change.spoken}</span>
      {/* One string, one text node: the board repeats this cell on every row. */}
      <span aria-hidden dir="ltr">{change.shown}</span>
    </span>
  )
}
