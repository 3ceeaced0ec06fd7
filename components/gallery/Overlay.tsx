'use client'

import { useRef, type PointerEvent } from 'react'
import Lightbox, { type ControllerRef, type ZoomRef } from 'yet-another-react-lightbox'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import 'yet-another-react-lightbox/styles.css'
import { swipeDirection, viewerSettings } from '@/lib/gallery/viewer-settings'
import type { NextImageSlide } from './lightbox-slide'
import { OverlaySlide } from './OverlaySlide'

export type OverlayLabels = { previous: string; next: string; close: string; zoomIn: string; zoomOut: string; overlay: string; counter: string; loading: string; error: string }

type Props = { slides: NextImageSlide[]; index: number; onIndex: (i: number) => void; onClose: () => void; labels: OverlayLabels }

/**
 * The picture overlay: zoom (step 0.12, 0.1–3), keyboard arrows, Escape closes, no wrap-around,
 * and swipes from 50 px. Loaded only when a visitor first opens a picture.
 */
export default function Overlay({ slides, index, onIndex, onClose, labels }: Props) {
  const controller = useRef<ControllerRef>(null)
  const zoom = useRef<ZoomRef>(null)
  const start = useRef<{ x: number; y: number; id: number } | null>(null)

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = e.isPrimary ? { x: e.clientX, y: e.clientY, id: e.pointerId } : null
  }
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current
    start.current = null
    // A drag on a zoomed picture pans it; only an unzoomed picture turns.
    if (!s || s.id !== e.pointerId || (zoom.current?.zoom ?? 1) > 1) return
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl'
    const turn = swipeDirection(e.clientX - s.x, e.clientY - s.y, rtl)
    if (turn) controller.current?.[turn]()
  }

  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Zoom]}
      carousel={{ finite: !viewerSettings.loop, preload: 1 }}
      controller={{ ref: controller, closeOnEscape: true, closeOnBackdropClick: true, disableSwipeNavigation: true }}
      zoom={{
        ref: zoom,
        zoomInMultiplier: 1 + viewerSettings.zoomStep,
        minZoom: viewerSettings.minZoom,
        maxZoom: viewerSettings.maxZoom,
        supports: ['next-image'],
        scrollToZoom: true,
      }}
      on={{ view: ({ index: i }) => onIndex(i) }}
      portal={{ container: { onPointerDown, onPointerUp, 'data-testid': 'gallery-overlay' } as React.HTMLAttributes<HTMLDivElement> }}
      labels={{
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        'Zoom in': labels.zoomIn,
        'Zoom out': labels.zoomOut,
        Lightbox: labels.overlay,
        '{index} of {total}': labels.counter,
      }}
      render={{
        slide: ({ slide, rect }) => (slide.type === 'next-image' ? <OverlaySlide slide={slide} rect={rect} labels={labels} /> : undefined),
      }}
    />
  )
}
