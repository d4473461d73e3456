import { ImageResponse } from 'next/og'

import type { ArticleImageContent } from '@/lib/og/article'
import { COVER_BOX } from '@/lib/og/article'
import type { OgFont } from '@/lib/og/fonts'
import type { PageImageContent } from '@/lib/og/pages'
import { OG_CACHE_CONTROL } from '@/lib/og/route'
import { OG_SIZE } from '@/lib/og/social-image'

/** The site's theme (src/app/(site)/globals.css): the renderer reads no CSS, so the colours are named here. */
const BRAND = {
  ink950: '#140f1c',
  ink100: '#e4dfec',
  cream50: '#fdfaf7',
  rose600: '#be1d5e',
  gold400: '#e7c270',
} as const

/** The hero's glow (the `hero-glow` utility), scaled to the image. */
const GLOW = [
  'radial-gradient(900px 480px at 88% -12%, rgba(190, 29, 94, 0.42), transparent 62%)',
  'radial-gradient(640px 380px at -8% 112%, rgba(231, 194, 112, 0.2), transparent 62%)',
].join(', ')

/** A long heading steps down in size; beyond its lines it ends with an ellipsis. */
function headingSize(text: string, sizes: readonly [number, number][]): number {
  return sizes.find(([upTo]) => text.length <= upTo)?.[1] ?? sizes.at(-1)![1]
}

function Brand({ agencyName }: { agencyName: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
      <svg width="56" height="56" viewBox="0 0 64 64">
        <rect width="64" height="64" rx="16" fill={BRAND.cream50} fillOpacity="0.08" />
        <path d="M16 18h8l8 22 8-22h8L36 48h-8z" fill={BRAND.gold400} />
      </svg>
      <div style={{ fontFamily: 'Inter', fontSize: 28, color: BRAND.cream50, letterSpacing: -0.2 }}>{agencyName}</div>
    </div>
  )
}

function Heading({ text, size, lines }: { text: string; size: number; lines: number }) {
  return (
    <div
      style={{
        display: 'block',
        fontFamily: 'Fraunces',
        fontSize: size,
        lineHeight: 1.1,
        color: BRAND.cream50,
        letterSpacing: -0.5,
        lineClamp: lines,
      }}
    >
      {text}
    </div>
  )
}

function respond(element: React.ReactElement, fonts: OgFont[]): ImageResponse {
  return new ImageResponse(element, {
    ...OG_SIZE,
    fonts,
    headers: { 'cache-control': OG_CACHE_CONTROL },
  })
}

/** An article's share image: category, title and agency on the left, the cover on the right. */
export function articleShareImage(article: ArticleImageContent, fonts: OgFont[]): ImageResponse {
  const textWidth = article.cover ? OG_SIZE.width - COVER_BOX.width - 72 - 56 : OG_SIZE.width - 144
  const size = article.cover
    ? headingSize(article.title, [
        [36, 60],
        [60, 52],
        [90, 44],
        [Infinity, 40],
      ])
    : headingSize(article.title, [
        [50, 72],
        [90, 60],
        [Infinity, 52],
      ])
  return respond(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        backgroundColor: BRAND.ink950,
        backgroundImage: GLOW,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: textWidth + 72,
          padding: '64px 0 60px 72px',
        }}
      >
        <Brand agencyName={article.agencyName} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ display: 'flex' }}>
            <div
              style={{
                fontFamily: 'Inter',
                fontSize: 22,
                color: BRAND.cream50,
                backgroundColor: BRAND.rose600,
                padding: '8px 18px',
                borderRadius: 999,
                letterSpacing: 1.5,
                textTransform: 'uppercase',
              }}
            >
              {article.category}
            </div>
          </div>
          <Heading text={article.title} size={size} lines={4} />
        </div>
        <div style={{ display: 'flex', fontFamily: 'Inter', fontSize: 22, color: BRAND.gold400 }}>
          {`${article.siteHost}/blog`}
        </div>
      </div>
      {article.cover ? (
        <div style={{ display: 'flex', position: 'absolute', right: 0, top: 0, ...COVER_BOX }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- drawn by the image renderer, never sent to a browser */}
          <img src={article.cover} width={COVER_BOX.width} height={COVER_BOX.height} alt="" />
          <div
            style={{
              position: 'absolute',
              left: 0,
              top: 0,
              width: 120,
              height: COVER_BOX.height,
              backgroundImage: `linear-gradient(90deg, ${BRAND.ink950}, rgba(20, 15, 28, 0))`,
            }}
          />
        </div>
      ) : null}
    </div>,
    fonts,
  )
}

/** A page's share image: the agency, the page's eyebrow and its heading. */
export function pageShareImage(page: PageImageContent, fonts: OgFont[]): ImageResponse {
  const size = headingSize(page.heading, [
    [40, 80],
    [70, 68],
    [Infinity, 56],
  ])
  return respond(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '64px 72px 60px',
        backgroundColor: BRAND.ink950,
        backgroundImage: GLOW,
      }}
    >
      <Brand agencyName={page.agencyName} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 22, maxWidth: 1000 }}>
        <div
          style={{
            fontFamily: 'Inter',
            fontSize: 24,
            color: BRAND.gold400,
            letterSpacing: 2.5,
            textTransform: 'uppercase',
          }}
        >
          {page.eyebrow}
        </div>
        <Heading text={page.heading} size={size} lines={3} />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
        <div style={{ width: 56, height: 4, borderRadius: 2, backgroundColor: BRAND.rose600 }} />
        <div style={{ fontFamily: 'Inter', fontSize: 22, color: BRAND.ink100 }}>{page.siteHost}</div>
      </div>
    </div>,
    fonts,
  )
}
