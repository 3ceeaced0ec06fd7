/**
 * A request for quotation's life: the customer sends it, sales price it and send the quote, and the
 * customer accepts it (it becomes an order) or lets it expire; sales may decline it. Staff move it
 * only between the first three and "declined"; "accepted" and "expired" are the shop's own doing.
 */
export const rfqStates = ['sent', 'pricing', 'quoted', 'accepted', 'expired', 'declined'] as const
export type RfqState = (typeof rfqStates)[number]

export const staffSettableStates: readonly RfqState[] = ['sent', 'pricing', 'quoted', 'declined']

/** States after which nothing about the request changes any more. */
export const finalStates: readonly RfqState[] = ['accepted', 'expired', 'declined']

/** Units a buyer asks in: kilograms, tonnes or branches (bars of the line's length). */
export const rfqUnits = ['kg', 'ton', 'branch'] as const
export type RfqUnit = (typeof rfqUnits)[number]

/** The largest request the shop takes in one line or in all (tonnes): more is a typing slip. */
export const MAX_TONNES = 5000

/** Lines in one request. */
export const MAX_LINES = 50

/** Days a quote stays open when sales do not say otherwise. */
export const DEFAULT_VALIDITY_DAYS = 3
