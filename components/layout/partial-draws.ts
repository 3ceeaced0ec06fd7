/**
 * Sent as an inline script at the top of every storefront page (PartialDraws.tsx), so it uses
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
 */
export function forgetPartialDraws() {
  const forget = () => {
    const skipped = [...document.querySelectorAll('.render-when-near')].filter((block) => {
      const inside = block.firstElementChild
      // Shown but for a block skipping its contents: not anything hidden on its own.
      return inside && inside.checkVisibility() && !inside.checkVisibility({ contentVisibilityAuto: true })
    })
    if (!skipped.length) return
    for (const block of skipped) block.classList.add('near-forget')
    // The remembered height is dropped when the browser next records sizes, after a frame's layout.
    requestAnimationFrame(() => requestAnimationFrame(() => skipped.forEach((block) => block.classList.remove('near-forget'))))
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', forget, { once: true })
  else forget()
}
