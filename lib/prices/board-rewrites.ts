// Read by next.config.ts: relative imports only.
import { BOARD_NONE, BOARD_SLUG, BOARD_SLUG_MAX, boardColumns, boardNarrowingParams } from './board-params'

type Condition = { type: 'query'; key: string; value?: string }
type Rewrite = { source: string; destination: string; has?: Condition[]; missing?: Condition[] }

/** A slug the board reads (board-query.ts's `slug`): the pattern, at most BOARD_SLUG_MAX long. */
const slugValue = `(?=.{1,${BOARD_SLUG_MAX}}$)${BOARD_SLUG.source.replace(/^\^|\$$/g, '')}`

/** The values of each state parameter that name a kept render, as the board's links and form write them. */
export const keptBoardValues = {
  category: slugValue,
  brand: slugValue,
  sort: boardColumns.join('|'),
  order: 'asc|desc',
} as const

type Key = keyof typeof keptBoardValues

/**
 * The price board in a state of category, brand, sort and order (`/en/prices?sort=price&order=desc`)
 * is served from its kept render (`/en/board/-/-/price/desc`) by these rewrites rather than by the
 * proxy, as the listings and the blog lists are: entering the proxy had cost a board request about
 * a tenth more CPU.
 *
 * Next tries each rule on the address the ones before it wrote, and every request, any page's,
 * walks them all: so rather than one rule per set of present parameters (sixteen), the first rule
 * takes the board to its default state, one rule per parameter fills its segment when the parameter
 * is written as the board writes it, and the default state left unfilled goes back to the board's
 * own page. A board narrowed further or paged, or with a parameter spelled otherwise, enters the
 * proxy first, which reads it as the board does; these rules then see the render it chose, and
 * fill only what the proxy read the same way.
 */
export function keptBoardRewrites(): Rewrite[] {
  const kept = '/:locale(fa|en|ar)/board/:category/:brand/:sort/:order'
  const fill = (key: Key): Rewrite => ({
    source: kept,
    destination: '/:locale/board/:category/:brand/:sort/:order',
    has: [{ type: 'query', key, value: `(?<${key}>${keptBoardValues[key]})` }],
  })
  return [
    {
      source: '/:locale(fa|en|ar)/prices',
      destination: `/:locale/board/${BOARD_NONE}/${BOARD_NONE}/product/asc`,
      missing: boardNarrowingParams.map((key) => ({ type: 'query' as const, key })),
    },
    ...(Object.keys(keptBoardValues) as Key[]).map(fill),
    // The whole board by product has a page of its own, of one dynamic segment: Next's handler does
    // less for it on every request than for a render of five.
    { source: `/:locale(fa|en|ar)/board/${BOARD_NONE}/${BOARD_NONE}/product/asc`, destination: '/:locale/prices' },
  ]
}
