'use client'

import Image from 'next/image'
import { useState } from 'react'
import type { FigureRef } from '@/lib/media/figure'
import { ScriptButton } from '@/components/layout/ScriptButton'

/** The product's pictures: the chosen one large with its caption, the others as thumbnails to pick. */
export function ProductGallery({ images, title, label }: { images: FigureRef[]; title: string; label: string }) {
  const [current, setCurrent] = useState(0)
  const main = images[current]
  if (!main) return <div className="aspect-[4/3] rounded-xl bg-steel-50" />
  return (
    <section aria-label={label} className="space-y-3" data-testid="gallery">
      <figure className="overflow-hidden rounded-xl border border-steel-200 bg-steel-50">
        <div className="relative aspect-[4/3]">
          <Image src={main.url} alt={main.alt || title} fill preload fetchPriority="high" sizes="(min-width: 1024px) 50vw, 100vw" className="object-contain p-4" />
        </div>
        {main.caption ? <figcaption className="border-t border-steel-200 bg-white px-4 py-2 text-center text-sm text-steel-700">{main.caption}</figcaption> : null}
      </figure>
      {images.length > 1 ? (
        <div className="flex gap-2">
          {images.map((img, i) => (
            <ScriptButton key={img.url} onClick={() => setCurrent(i)} aria-current={i === current} className={`relative size-20 overflow-hidden rounded border ${i === current ? 'border-primary-600' : 'border-steel-200'}`}>
              <Image src={img.url} alt={img.alt || title} fill sizes="80px" className="object-contain" />
            </ScriptButton>
          ))}
        </div>
      ) : null}
    </section>
  )
}
