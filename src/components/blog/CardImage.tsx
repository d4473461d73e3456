'use client'

import { useEffect, useRef, useState } from 'react'

import { BLOG_IMAGE_MARGIN } from '@/lib/blog/constants'

type CardImageProps = { src: string; alt: string; eager: boolean }

/**
 * A card's image: the first cards load eagerly; the rest mount only within 50 px of the viewport.
 * An image that fails to load is hidden rather than shown broken. A plain <img>: CMS images arrive
 * pre-sized (the 768 px card rendition) and were never resized by next/image, whose component cost
 * about 5 kB gzip on every page that prefetches /blog.
 */
export function CardImage({ src, alt, eager }: CardImageProps) {
  const [visible, setVisible] = useState(eager)
  const [failed, setFailed] = useState(false)
  const holder = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (visible || !holder.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { rootMargin: BLOG_IMAGE_MARGIN },
    )
    observer.observe(holder.current)
    return () => observer.disconnect()
  }, [visible])

  return (
    <div
      ref={holder}
      className="relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-ink-900 to-rose-800"
      data-card-image=""
    >
      {visible && !failed ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src}
          alt={alt}
          ref={(img) => {
            // An eager image can fail before React hydrates and attaches onError.
            if (img?.complete && img.naturalWidth === 0) setFailed(true)
          }}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      ) : null}
    </div>
  )
}
