/**
 * Sent as an inline script at the top of every storefront page (InlineScript.tsx), so it uses nothing
 * from outside its own body.
 *
 * A form or button that only its code can act on (ScriptForm, ScriptButton) is drawn by the server
 * with data-hydrated="false". Until its code has arrived, and on a phone that is seconds after it
 * shows (a cached page asks for its scripts after its first paint, a long form's code comes after
 * the page's), a tap on it is lost, and on a form's button it is worse: the browser sends the form
 * itself, a GET of the same address with every field in it (the mobile number in the address bar,
 * history and server logs) and the page back empty. This listener, first on the capture path,
 * stops the browser's own sending; if by the end of the event nothing took the tap, it marks the
 * form or button busy and taps again for the visitor once it says it answers. A tap while one
 * waits adds nothing. Forms with a method or action of their own are left to the browser.
 *
 * React may hydrate the element on the very tap and run its handler. Every handler of a
 * script-only form or button prevents the default (ScriptButton does it for its own), and that
 * call, made after the one here, says the tap was taken and must not be made again.
 */
export function holdEarlyTaps() {
  const held = new WeakSet<Element>()
  const hold = (event: Event, target: HTMLFormElement | HTMLButtonElement, tapAgain: () => void) => {
    event.preventDefault()
    let taken = false
    Object.defineProperty(event, 'preventDefault', { value: () => (taken = true) })
    // Once every listener has seen the event.
    setTimeout(() => {
      if (taken || held.has(target)) return
      held.add(target)
      const answer = () => {
        target.removeAttribute('aria-busy')
        held.delete(target)
        if (target.isConnected) tapAgain()
      }
      if (target.getAttribute('data-hydrated') === 'true') return answer()
      target.setAttribute('aria-busy', 'true')
      const watch = new MutationObserver(() => {
        if (target.getAttribute('data-hydrated') !== 'true') return
        watch.disconnect()
        answer()
      })
      watch.observe(target, { attributes: true, attributeFilter: ['data-hydrated'] })
    })
  }
  addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.getAttribute('data-hydrated') !== 'false') return
      const submitter = event.submitter instanceof HTMLButtonElement && event.submitter.form === form ? event.submitter : null
      hold(event, form, () => form.requestSubmit(submitter))
    },
    true,
  )
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[data-hydrated="false"]') : null
      if (button instanceof HTMLButtonElement) hold(event, button, () => button.click())
    },
    true,
  )
}
