import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/** What a picture drawn on the server can take: nothing that needs the browser (handlers, a blur placeholder that lifts on load). */
type Props = Omit<ImageProps, 'onLoad' | 'onError' | 'onLoadingComplete' | 'placeholder' | 'blurDataURL' | 'priority' | 'ref'>

/**
 * The same picture as next/image's `<Image>` (optimised sources, srcset and sizes, lazy unless
 * `preload`, the `fill` styles), drawn by the server alone. `<Image>` is a client component: each
 * one a server component draws is sent to the browser as a component to hydrate, and a listing
 * hydrates one per card, which lengthens the tasks that block a phone after the first paint. A
 * picture with no handler needs none of that, so it is a plain `<img>` here.
 *
 * `preload` announces the picture in the head as `<Image preload>` does, for the one a phone shows
 * largest on its first screen.
 */
export function ServerImage({ alt, ...rest }: Props) {
  const { props } = getImageProps({ alt, ...rest })
  if (rest.preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
      crossOrigin: props.crossOrigin,
      referrerPolicy: props.referrerPolicy,
    })
  }
  // The sources are next/image's own (getImageProps): optimised, with srcset and sizes.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt={alt} />
}
