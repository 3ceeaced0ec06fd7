/**
 * Whether the visitor reads prices with value-added tax or without, kept in a cookie. Pages are
 * cached for everybody, so they carry both figures and the page's first inline script
 * (components/prices/vat-basis-script.ts) shows the chosen one before anything is drawn (the cart
 * too, by the same marks); only the XLSX download and the switch's own route read the cookie on the server.
 */
export const vatBases = ['ex', 'in'] as const
export type VatBasis = (typeof vatBases)[number]

export const vatCookie = { name: 'vat', maxAgeSeconds: 365 * 24 * 3600 } as const

export const isVatBasis = (value: unknown): value is VatBasis => value === 'ex' || value === 'in'

/** The basis a cookie value stands for: without tax unless it says `in`. */
export const vatBasisOf = (cookie: string | undefined | null): VatBasis => (cookie === 'in' ? 'in' : 'ex')

/** The switch's link for a basis: its route sets the cookie and leads back to the page. */
export const vatSwitchRoute = (basis: VatBasis, fromPath: string) => `/api/vat/${basis}?from=${encodeURIComponent(fromPath)}`
