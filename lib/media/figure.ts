import type { Media } from '@/cms/payload-types'
import { imageRef, mediaPopulate, type ImageRef } from '@/lib/catalog/cards'

/** A picture shown with its caption: both read from the media document in the page's locale. */
export type FigureRef = ImageRef & { caption?: string }

/** The fields a figure needs from a populated media document: a picture's, and its caption. */
export const figureMediaSelect = { ...mediaPopulate, caption: true } as const

export function figureRef(media: number | Media | null | undefined, size: 'card' | 'thumb' | 'original' = 'card'): FigureRef | undefined {
  const ref = imageRef(media, size)
  if (!ref || !media || typeof media !== 'object') return ref
  const caption = media.caption?.trim()
  return caption ? { ...ref, caption } : ref
}
