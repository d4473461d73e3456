import { readFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { env } from '@/config/env'
import { siteConfig } from '@/config/site'

const UPLOADS = '/api/media/file/'
const PUBLIC_IMAGES = '/images/'

/**
 * The file on this server behind an image address the site serves itself (site-relative, or absolute
 * on `siteOrigin`: Payload's upload URLs carry SITE_URL): an upload (MEDIA_DIR) or a built-in image
 * (public/images). Anything else (another host, a path leaving its folder) is null.
 */
export function coverFile(url: string, mediaDir: string, publicDir: string, siteOrigin: string): string | null {
  let pathname: string
  try {
    const parsed = new URL(url, siteOrigin)
    if (parsed.origin !== new URL(siteOrigin).origin) return null
    pathname = decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  const [dir, rest] = pathname.startsWith(UPLOADS)
    ? [path.resolve(mediaDir), pathname.slice(UPLOADS.length)]
    : pathname.startsWith(PUBLIC_IMAGES)
      ? [path.resolve(publicDir, 'images'), pathname.slice(PUBLIC_IMAGES.length)]
      : [undefined, '']
  if (!dir || !rest || rest.includes('\0')) return null
  const file = path.resolve(dir, rest)
  return file.startsWith(dir + path.sep) ? file : null
}

/**
 * The cover image cut to `box` (the part with the most detail kept, sharp's "attention" crop) as a
 * JPEG data URL for the image renderer, read from disk: the server never fetches its own addresses
 * (no request loop, no dependence on its public URL), and WebP or AVIF uploads, which the renderer
 * cannot read, arrive as JPEG. Null when there is no such file or it is no image: the share image is
 * then drawn without a cover.
 */
export async function coverDataUrl(url: string, box: { width: number; height: number }): Promise<string | null> {
  const file = coverFile(url, env().MEDIA_DIR, path.join(process.cwd(), 'public'), siteConfig().baseUrl)
  if (!file) return null
  try {
    const jpeg = await sharp(await readFile(file))
      .resize(box.width, box.height, { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`
  } catch (error) {
    console.warn(`Share image: cover ${url} could not be read:`, error instanceof Error ? error.message : error)
    return null
  }
}
