/**
 * Sent as an inline script at the top of every storefront page (InlineScript.tsx), so it uses
 * nothing from outside its own body: marks the page with the visitor's choice of prices with or
 * without value-added tax (the `vat` cookie, lib/prices/vat-basis.ts), which globals.css reads to
 * show one of the two figures every price carries, before the first frame is drawn.
 */
export function showVatBasis() {
  if (/(?:^|;\s*)vat=in(?:;|$)/.test(document.cookie)) document.documentElement.dataset.vat = 'in'
}
