/**
 * Sent as an inline script at the top of every storefront page (InlineScript.tsx), so it uses nothing
 * from outside its own body.
 *
 * A form or button that only its code can act on (ScriptForm, ScriptButton) is drawn by the server
 * with data-hydrated="false". Until its code has arrived, and on a phone that is seconds after it
 * shows (a long form's code comes after the page's), a tap on it is lost, and on a form's button it
 * is worse: the browser sends the form itself, a GET of the same address with every field in it
 * (the mobile number in the address bar, history and server logs) and the page back empty. This
 * listener, first on the capture path, stops the browser's own sending; if by the end of the event
 * nothing took the tap, it marks the form or button busy and taps again for the visitor once it
 * says it answers. A tap while one waits adds nothing. Forms with a method or action of their own
 * are left to the browser. A date field (a box that opens a calendar, aria-haspopup="dialog") in a
 * form still waiting is tapped again the same way once the form answers.
 *
 * What a visitor ticks, picks or types in such a form is the browser's until the form's code sets
 * its starting values over it (a radio ticked early came back unticked, and the fields it shows
 * stayed hidden). Each field's last state is noted here, on the window under a shared symbol, for
 * the form to put back once it answers (early-input.ts).
 *
 * React may hydrate the element on the very tap and run its handler. Every handler of a
 * script-only form or button prevents the default (ScriptButton does it for its own), and that
 * call, made after the one here, says the tap was taken and must not be made again.
 */
export function holdEarlyTaps() {
  const held = new WeakSet<Element>()
  /** Holds `event` on `tapped` until `waiting` says it answers (data-hydrated="true"), then calls `tapAgain`. */
  const hold = (event: Event, tapped: Element, waiting: Element, tapAgain: () => void) => {
    event.preventDefault()
    // A tap while one waits adds nothing, and that is decided now: left to the end of the tap, a
    // second tap's own turn came after the form had answered on a busy machine, and it was made again.
    if (held.has(tapped)) return
    held.add(tapped)
    let taken = false
    Object.defineProperty(event, 'preventDefault', { value: () => (taken = true) })
    // Once every listener has seen the event.
    setTimeout(() => {
      if (taken) return void held.delete(tapped)
      const answer = () => {
        waiting.removeAttribute('aria-busy')
        held.delete(tapped)
        if (tapped.isConnected) tapAgain()
      }
      if (waiting.getAttribute('data-hydrated') === 'true') return answer()
      waiting.setAttribute('aria-busy', 'true')
      const watch = new MutationObserver(() => {
        if (waiting.getAttribute('data-hydrated') !== 'true') return
        watch.disconnect()
        answer()
      })
      watch.observe(waiting, { attributes: true, attributeFilter: ['data-hydrated'] })
    })
  }
  addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.getAttribute('data-hydrated') !== 'false') return
      const submitter = event.submitter instanceof HTMLButtonElement && event.submitter.form === form ? event.submitter : null
      hold(event, form, form, () => form.requestSubmit(submitter))
    },
    true,
  )
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const button = target?.closest('button[data-hydrated="false"]')
      if (button instanceof HTMLButtonElement) return hold(event, button, button, () => button.click())
      const opener = target?.closest('[aria-haspopup="dialog"]')
      const form = opener?.closest('form[data-hydrated="false"]')
      if (opener instanceof HTMLElement && form) hold(event, opener, form, () => opener.click())
    },
    true,
  )
  const noted = ((window as unknown as Record<symbol, WeakMap<HTMLFormElement, Map<Element, { value: string; checked: boolean }>>>)[Symbol.for('steel.early-input')] ??= new WeakMap())
  const note = (event: Event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) return
    const form = field.form
    if (!form || form.getAttribute('data-hydrated') !== 'false' || field.type === 'file') return
    let fields = noted.get(form)
    if (!fields) noted.set(form, (fields = new Map()))
    fields.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked })
  }
  addEventListener('input', note, true)
  addEventListener('change', note, true)
}
