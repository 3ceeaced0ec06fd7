/** The key under which the page's first script (held-taps.ts) notes what was entered in a form before its code ran. */
const earlyInputKey = Symbol.for('steel.early-input')

type Noted = WeakMap<HTMLFormElement, Map<Element, { value: string; checked: boolean }>>

const setValue = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
  // Through the element's own setter, so React sees a change rather than a value it set itself.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * Puts back, through the fields' own handlers, what the visitor ticked, picked or typed in `form`
 * before its code ran and set its starting values over it: a radio is ticked again, so the fields
 * it shows appear; a box's text is typed again. Called once the form answers, and again after a
 * saved draft is put back, a moment later, so what was typed now wins over the draft. Only what was
 * entered before the form answered is noted (layout/held-taps.ts).
 */
export function restoreEarlyInput(form: HTMLFormElement | null) {
  const noted = (window as unknown as Record<symbol, Noted | undefined>)[earlyInputKey]
  const fields = form ? noted?.get(form) : undefined
  if (!form || !fields) return
  for (const [field, was] of fields) {
    if (!field.isConnected) continue
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      // A click is how a box changes for React: it ticks or unticks it and runs its handler.
      if (field.checked !== was.checked && (was.checked || field.type === 'checkbox')) field.click()
    } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) && field.value !== was.value) {
      setValue(field, was.value)
    }
  }
  // Kept, not forgotten: a draft put back after the first call is written over by a second one.
}
