'use client'

import { useState } from 'react'

/** The cover's width: the article column (max-w-3xl less its padding), the screen less the padding below that. */
const COVER_SIZES = '(min-width: 768px) 704px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)'

/** The article's cover above its body; when the file fails to load the whole frame goes, not a broken image. */
export function ArticleHeroImage({ src, srcSet, alt }: { src: string; srcSet?: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return (
    <div className="relative mb-10 aspect-[16/9] overflow-hidden rounded-card">
      {/* A plain <img>: the CMS serves the file pre-sized, so next/image had nothing to resize. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? COVER_SIZES : undefined}
        alt={alt}
        ref={(img) => {
          // The cover can fail before React hydrates and attaches onError.
          if (img?.complete && img.naturalWidth === 0) setFailed(true)
        }}
        // The cover sits at the fold on most screens. React's server render preloads it from the head with
        // this priority, srcset and sizes (what next/image's `priority` did, without its client component).
        fetchPriority="high"
        decoding="async"
        onError={() => setFailed(true)}
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  )
}
