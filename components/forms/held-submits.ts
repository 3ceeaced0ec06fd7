/**
 * Sent as an inline script at the top of every storefront page (HeldSubmits.tsx), so it uses
 * nothing from outside its own body.
 *
 * A form only its code can send (ScriptForm) is drawn by the server with data-hydrated="false".
 * Until its code has arrived, and on a phone that is seconds after the form shows (a cached page
 * asks for its scripts after its first paint, a long form's code comes after the page's), a tap on
 * its button would make the browser send the form itself: a GET of the same address with every
 * field in it, the mobile number in the address bar, history and server logs, and the page back
 * empty. This listener, first on the capture path, stops that; if by the end of the event nothing
 * took the tap, it marks the form busy and taps again for the visitor once the form says it answers.
 * Forms that work without script (a method or an action of their own) are left to the browser.
 */
export function holdEarlySubmits() {
  const held = new WeakSet<HTMLFormElement>()
  const tapAgain = (form: HTMLFormElement, submitter: HTMLButtonElement | null) => {
    form.removeAttribute('aria-busy')
    held.delete(form)
    if (form.isConnected) form.requestSubmit(submitter)
  }
  addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.getAttribute('data-hydrated') !== 'false') return
      event.preventDefault()
      // React may hydrate the form on this very event and hand it to the form's handler, which,
      // like every handler of a script-only form, prevents the default: that call, made after the
      // one above, says the tap was taken and must not be made again.
      let taken = false
      Object.defineProperty(event, 'preventDefault', { value: () => (taken = true) })
      const submitter = event.submitter instanceof HTMLButtonElement && event.submitter.form === form ? event.submitter : null
      // Once every listener has seen the event.
      setTimeout(() => {
        // Taps while one waits add nothing: the form is sent once.
        if (taken || held.has(form)) return
        held.add(form)
        if (form.getAttribute('data-hydrated') === 'true') return tapAgain(form, submitter)
        form.setAttribute('aria-busy', 'true')
        const watch = new MutationObserver(() => {
          if (form.getAttribute('data-hydrated') !== 'true') return
          watch.disconnect()
          tapAgain(form, submitter)
        })
        watch.observe(form, { attributes: true, attributeFilter: ['data-hydrated'] })
      })
    },
    true,
  )
}
