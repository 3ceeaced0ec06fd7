import type { GenericSlide } from 'yet-another-react-lightbox'

/** A gallery picture drawn by next/image inside the overlay (so it is resized and cached by Next). */
export interface NextImageSlide extends GenericSlide {
  type: 'next-image'
  src: string
  alt: string
  width: number
  height: number
  caption?: string
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    'next-image': NextImageSlide
  }
}
