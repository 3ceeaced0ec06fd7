// Read by next.config.ts (lib/prices/board-rewrites.ts): no imports.

/** The board's columns, each one a sort; `product` is the default. */
export const boardColumns = ['product', 'size', 'standard', 'brand', 'unit', 'price', 'perKg', 'perTon', 'change', 'changed', 'stock'] as const

/** Every parameter the board reads from its address. */
export const boardParamNames = ['category', 'brand', 'shape', 'size', 'wall', 'length', 'standard', 'stock', 'sort', 'order', 'page'] as const

/** What narrows the board beyond a category and a brand, or pages it: a board with any of these is rendered per request. */
export const boardNarrowingParams = ['shape', 'size', 'wall', 'length', 'standard', 'stock', 'page'] as const satisfies readonly (typeof boardParamNames)[number][]

/** A category's or brand's slug as the board reads it (longer ones are dropped, as junk). */
export const BOARD_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const BOARD_SLUG_MAX = 64

/** What a kept board render's address holds for no category or no brand (`/fa/board/-/-/price/asc`). */
export const BOARD_NONE = '-'
