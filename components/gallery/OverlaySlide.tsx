'use client'

import { ImageOff, LoaderCircle } from 'lucide-react'
import Image from 'next/image'
import { useState } from 'react'
import type { NextImageSlide } from './lightbox-slide'

type Rect = { width: number; height: number }

/** One picture in the overlay, fitted to the available space, with its loading and error states. */
export function OverlaySlide({ slide, rect, labels }: { slide: NextImageSlide; rect: Rect; labels: { loading: string; error: string } }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading')
  const scale = Math.min(rect.width / slide.width, rect.height / slide.height, 1.5)
  const width = Math.max(1, Math.round(slide.width * scale))
  const height = Math.max(1, Math.round(slide.height * scale))
  return (
    <div className="relative" style={{ width, height }} data-testid="overlay-slide" data-state={state}>
      {state !== 'error' ? (
        <Image
          src={slide.src}
          alt={slide.alt}
          fill
          sizes={`${width}px`}
          draggable={false}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
          className="object-contain select-none"
        />
      ) : null}
      {state === 'loading' ? (
        <span role="status" className="absolute inset-0 flex items-center justify-center text-white">
          <LoaderCircle aria-hidden className="size-10 animate-spin" />
          <span className="sr-only">{labels.loading}</span>
        </span>
      ) : null}
      {state === 'error' ? (
        <span role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white">
          <ImageOff aria-hidden className="size-10" />
          {labels.error}
        </span>
      ) : null}
      {slide.caption && state === 'loaded' ? (
        <span className="absolute inset-x-0 bottom-0 bg-black/50 px-3 py-2 text-center text-sm text-white">{slide.caption}</span>
      ) : null}
    </div>
  )
}
