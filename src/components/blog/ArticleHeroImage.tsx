'use client'

import { useState } from 'react'

/** The article's cover above its body; when the file fails to load the whole frame goes, not a broken image. */
export function ArticleHeroImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return (
    <div className="relative mb-10 aspect-[16/9] overflow-hidden rounded-card">
      {/* A plain <img>: the CMS serves the file pre-sized, so next/image had nothing to resize. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        alt={alt}
        ref={(img) => {
          // The cover can fail before React hydrates and attaches onError.
          if (img?.complete && img.naturalWidth === 0) setFailed(true)
        }}
        decoding="async"
        onError={() => setFailed(true)}
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  )
}
