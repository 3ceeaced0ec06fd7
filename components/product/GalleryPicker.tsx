'use client'

import { useState, type ReactNode } from 'react'
import { ScriptButton } from '@/components/layout/ScriptButton'

/** Shows one of a product's pictures and a thumbnail button for each; both drawn by the server (ProductGallery). */
export function GalleryPicker({ figures, thumbnails }: { figures: ReactNode[]; thumbnails: ReactNode[] }) {
  const [current, setCurrent] = useState(0)
  return (
    <>
      {figures[current]}
      <div className="flex gap-2">
        {thumbnails.map((thumbnail, i) => (
          <ScriptButton key={i} onClick={() => setCurrent(i)} aria-current={i === current} className={`relative size-20 overflow-hidden rounded border ${i === current ? 'border-primary-600' : 'border-steel-200'}`}>
            {thumbnail}
          </ScriptButton>
        ))}
      </div>
    </>
  )
}
