import { readFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { siteConfig } from '@/config/site'
import { readUpload, safeUploadName } from '@/lib/media/storage'

const UPLOADS = '/api/media/file/'
const PUBLIC_IMAGES = '/images/'

/** Where a cover's bytes are: an upload (by file name, in MEDIA_DIR or the bucket) or a built-in image file. */
export type CoverSource = { upload: string } | { file: string }

/**
 * What stands behind an image address the site serves itself (site-relative, or absolute on
 * `siteOrigin`: Payload's upload URLs carry SITE_URL): an upload, named by its file name, or a
 * built-in image (public/images). Anything else (another host, a path leaving its folder, a query
 * naming another prefix) is null.
 */
export function coverSource(url: string, publicDir: string, siteOrigin: string): CoverSource | null {
  let pathname: string
  try {
    const parsed = new URL(url, siteOrigin)
    if (parsed.origin !== new URL(siteOrigin).origin) return null
    pathname = decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  if (pathname.startsWith(UPLOADS)) {
    const name = pathname.slice(UPLOADS.length)
    return safeUploadName(name) ? { upload: name } : null
  }
  if (!pathname.startsWith(PUBLIC_IMAGES)) return null
  const dir = path.resolve(publicDir, 'images')
  const rest = pathname.slice(PUBLIC_IMAGES.length)
  if (!rest || rest.includes('\0')) return null
  const file = path.resolve(dir, rest)
  return file.startsWith(dir + path.sep) ? { file } : null
}

/**
 * The cover image cut to `box` (the part with the most detail kept, sharp's "attention" crop) as a
 * JPEG data URL for the image renderer, read from the upload store (MEDIA_DIR or the bucket) or disk:
 * the server never fetches its own addresses (no request loop, no dependence on its public URL), and
 * WebP or AVIF uploads, which the renderer cannot read, arrive as JPEG. Null when there is no such
 * file or it is no image: the share image is then drawn without a cover.
 */
export async function coverDataUrl(url: string, box: { width: number; height: number }): Promise<string | null> {
  const source = coverSource(url, path.join(process.cwd(), 'public'), siteConfig().baseUrl)
  if (!source) return null
  try {
    const bytes = 'upload' in source ? await readUpload(source.upload) : await readFile(source.file)
    if (!bytes) return null
    const jpeg = await sharp(bytes)
      .resize(box.width, box.height, { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`
  } catch (error) {
    console.warn(`Share image: cover ${url} could not be read:`, error instanceof Error ? error.message : error)
    return null
  }
}
