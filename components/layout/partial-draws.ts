/**
 * Sent as an inline script at the top of every storefront page (InlineScript.tsx), so it uses
 * nothing from outside its own body.
 *
 * A block below the first screen (render-when-near in globals.css) keeps the height it was last
 * drawn at once it is skipped again, so that scrolling back past it moves nothing; the browser
 * remembers it for every content-visibility: auto block, whatever contain-intrinsic-size says. While
 * the page is still arriving, that height can be of a part: on a slow network the heading of a
 * section is drawn before its cards have come, the visitor scrolls on (or a block above grows and
 * pushes it away), and the whole section would then keep the heading's height. Once the document
 * has come to its end, every block skipped at that moment forgets what it was drawn at: for one
 * frame it is hidden instead of skipped (it is far from the screen either way), which drops its
 * remembered height, and it reserves its guessed height until it is drawn whole.
 *
 * Which blocks are skipped is what the browser says as it decides (an event per block, its first
 * decision included): asking each block at the end would make the browser work out the page's
 * styles then and there, in the task that ends the document.
 */
export function forgetPartialDraws() {
  const skipped = new Set<Element>()
  const note = (event: Event) => {
    const { target, skipped: isSkipped } = event as ContentVisibilityAutoStateChangeEvent
    if (!(target instanceof Element) || !target.classList.contains('render-when-near')) return
    if (isSkipped) skipped.add(target)
    else skipped.delete(target)
  }
  document.addEventListener('contentvisibilityautostatechange', note, { capture: true })
  const forget = () => {
    document.removeEventListener('contentvisibilityautostatechange', note, { capture: true })
    for (const block of skipped) block.classList.add('near-forget')
    // The remembered height is dropped when the browser next records sizes, after this frame's layout.
    requestAnimationFrame(() => skipped.forEach((block) => block.classList.remove('near-forget')))
  }
  // A frame after the document's end, when the browser has told what it decided as the end came.
  document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(forget), { once: true })
}
