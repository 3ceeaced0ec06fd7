import { describe, expect, it } from 'vitest'
import { swipeDirection, viewerSettings } from '@/lib/gallery/viewer-settings'

describe('picture overlay settings (SPEC.md §9)', () => {
  it('zooms in steps of 0.12 between 0.1 and 3 and does not loop', () => {
    expect(viewerSettings).toMatchObject({ zoomStep: 0.12, maxZoom: 3, minZoom: 0.1, swipeTolerancePx: 50, loop: false })
  })

  it('turns the picture only for a mostly horizontal swipe of 50 px or more', () => {
    expect(swipeDirection(-49, 0, false)).toBeNull()
    expect(swipeDirection(-50, 0, false)).toBe('next')
    expect(swipeDirection(80, 0, false)).toBe('prev')
    expect(swipeDirection(-80, 90, false)).toBeNull()
  })

  it('mirrors the direction right to left', () => {
    expect(swipeDirection(80, 0, true)).toBe('next')
    expect(swipeDirection(-80, 0, true)).toBe('prev')
  })
})
