'use client'

import Image from 'next/image'
import { useState } from 'react'

/** The article's cover above its body; when the file fails to load the whole frame goes, not a broken image. */
export function ArticleHeroImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return (
    <div className="relative mb-10 aspect-[16/9] overflow-hidden rounded-card">
      <Image src={src} alt={alt} fill unoptimized sizes="(min-width: 768px) 720px, 100vw" className="object-cover" onError={() => setFailed(true)} />
    </div>
  )
}
