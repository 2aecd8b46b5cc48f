/**
 * next/image's markup (srcset for every width, sizes, lazy loading, the
 * /_next/image optimizer) computed on the server and sent as a plain <img>.
 * next/image itself is a client component: every page using it shipped ~10 KB
 * gzip of its code, for pictures that never change after the HTML arrives.
 */
import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

export type PictureAttributes = ReturnType<typeof getImageProps>['props']
type PictureProps = Omit<ImageProps, 'priority' | 'preload' | 'src'> & {
  src: string
  /** The page's largest picture on the first screen (its LCP): fetched first, announced in the head. */
  first?: boolean
}

/** The <img> attributes, also for client components to render (they receive data, not next/image). */
export function pictureAttributes({ first, ...props }: PictureProps): PictureAttributes {
  const { props: attributes } = getImageProps({ ...props, ...(first ? { loading: 'eager', fetchPriority: 'high' } : {}) })
  if (first) {
    preload(attributes.src, { as: 'image', imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes, fetchPriority: 'high' })
  }
  return attributes
}

export function Picture(props: PictureProps) {
  // A plain <img> on purpose: the attributes are next/image's own (see above).
  return <img {...pictureAttributes(props)} alt={props.alt} />
}
