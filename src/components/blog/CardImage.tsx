'use client'

import Image from 'next/image'
import { useEffect, useRef, useState } from 'react'

import { BLOG_IMAGE_MARGIN } from '@/lib/blog/constants'

type CardImageProps = { src: string; alt: string; eager: boolean; sizes: string }

/**
 * A card's image: the first cards load eagerly; the rest mount only within 50 px of the viewport.
 * An image that fails to load is hidden rather than shown broken.
 */
export function CardImage({ src, alt, eager, sizes }: CardImageProps) {
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
    <div ref={holder} className="relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-ink-900 to-rose-800" data-card-image="">
      {visible && !failed ? (
        <Image
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          // CMS images arrive pre-sized (the 768 px card rendition); no second resize needed.
          unoptimized
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          onError={() => setFailed(true)}
          className="object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      ) : null}
    </div>
  )
}
