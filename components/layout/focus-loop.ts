import type { KeyboardEvent } from 'react'

const focusable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

/**
 * Keeps Tab inside an open dialog: from its last control Tab goes to its first, and Shift+Tab from
 * the first to the last, so nothing behind it can be reached (WCAG 2.4.3). A keydown handler for
 * the dialog's element.
 */
export function keepTabInside(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Tab') return
  const order = [...e.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0)
  const [first, last] = [order[0], order.at(-1)]
  if (!first || !last) return
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault()
    first.focus()
  }
}
