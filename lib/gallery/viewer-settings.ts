/**
 * The preview overlay of SPEC.md §9. "Zoom step 0.12" is each zoom-in multiplying by 1.12 (and
 * zoom-out dividing by it); swipes shorter than the tolerance do not change the picture.
 */
export const viewerSettings = {
  zoomStep: 0.12,
  maxZoom: 3,
  minZoom: 0.1,
  swipeTolerancePx: 50,
  loop: false,
} as const

/** Which way a horizontal swipe turns, or null when it is too short or more vertical than not. */
export function swipeDirection(dx: number, dy: number, rtl: boolean, tolerance: number = viewerSettings.swipeTolerancePx): 'prev' | 'next' | null {
  if (Math.abs(dx) < tolerance || Math.abs(dx) <= Math.abs(dy)) return null
  // Content moves with the finger: dragging towards the start edge brings the next picture.
  const towardsStart = rtl ? dx > 0 : dx < 0
  return towardsStart ? 'next' : 'prev'
}
