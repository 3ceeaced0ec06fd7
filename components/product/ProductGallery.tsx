import type { FigureRef } from '@/lib/media/figure'
import { ServerImage } from '@/components/layout/ServerImage'
import { GalleryPicker } from './GalleryPicker'

/**
 * The product's pictures: the chosen one large with its caption, the others as thumbnails to pick.
 * Every picture is drawn here, on the server; only the choosing is the browser's (GalleryPicker),
 * and a product with one picture has nothing to choose, so nothing to start on the phone.
 */
export function ProductGallery({ images, title, label }: { images: FigureRef[]; title: string; label: string }) {
  if (!images.length) return <div className="aspect-[4/3] rounded-xl bg-steel-50" />
  const figures = images.map((img, i) => (
    <figure key={img.url} className="overflow-hidden rounded-xl border border-steel-200 bg-steel-50">
      <div className="relative aspect-[4/3]">
        {/* The first is what a phone shows largest on its first screen: announced in the head. */}
        <ServerImage src={img.url} alt={img.alt || title} fill preload={i === 0} fetchPriority={i === 0 ? 'high' : undefined} sizes="(min-width: 1024px) 50vw, 100vw" className="object-contain p-4" />
      </div>
      {img.caption ? <figcaption className="border-t border-steel-200 bg-white px-4 py-2 text-center text-sm text-steel-700">{img.caption}</figcaption> : null}
    </figure>
  ))
  return (
    <section aria-label={label} className="space-y-3" data-testid="gallery">
      {images.length === 1 ? (
        figures[0]
      ) : (
        <GalleryPicker figures={figures} thumbnails={images.map((img) => <ServerImage key={img.url} src={img.url} alt={img.alt || title} fill sizes="80px" className="object-contain" />)} />
      )}
    </section>
  )
}
