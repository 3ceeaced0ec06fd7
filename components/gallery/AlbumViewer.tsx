'use client'

import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'
import type { Picture } from '@/lib/gallery/albums'
import type { NextImageSlide } from './lightbox-slide'
import { ScriptButton } from '@/components/layout/ScriptButton'

// The overlay library and its styles load only when a visitor opens a picture.
const Overlay = dynamic(() => import('./Overlay'), { ssr: false })

/** The album's thumbnails; a click opens the picture in the overlay. */
export function AlbumViewer({ pictures, title }: { pictures: Picture[]; title: string }) {
  const t = useTranslations('gallery')
  const [index, setIndex] = useState<number | null>(null)
  const slides = useMemo<NextImageSlide[]>(
    () => pictures.map((p) => ({ type: 'next-image', src: p.full.url, alt: p.full.alt || p.caption || title, width: p.full.width, height: p.full.height, caption: p.caption })),
    [pictures, title],
  )
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="album-pictures">
        {pictures.map((p, i) => (
          <li key={`${p.full.url}-${i}`}>
            <figure className="overflow-hidden rounded-xl border border-steel-200">
              <ScriptButton onClick={() => setIndex(i)} className="group block w-full overflow-hidden" aria-label={t('open', { title: p.caption || title })}>
                <span className="relative block aspect-[3/2] bg-steel-50">
                  <Image src={p.thumb.url} alt={p.thumb.alt || p.caption || title} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover transition group-hover:scale-105" />
                </span>
              </ScriptButton>
              {p.caption ? <figcaption className="p-3 text-sm text-steel-700">{p.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      {index !== null ? (
        <Overlay
          slides={slides}
          index={index}
          onIndex={setIndex}
          onClose={() => setIndex(null)}
          labels={{
            previous: t('previous'),
            next: t('next'),
            close: t('close'),
            zoomIn: t('zoomIn'),
            zoomOut: t('zoomOut'),
            overlay: t('overlay'),
            counter: t('counter', { index: '{index}', total: '{total}' }),
            loading: t('loading'),
            error: t('loadError'),
          }}
        />
      ) : null}
    </>
  )
}
