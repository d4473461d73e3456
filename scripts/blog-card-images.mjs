#!/usr/bin/env node
/**
 * Writes the 768×432 card rendition of every built-in blog image (public/images/blog/*.webp, 1600×900)
 * to public/images/blog/card/, the size the CMS makes of an upload (collections/Media.ts, `card`). The
 * built-in list's cards show it, and an article's cover offers it to phones beside the 1600 px original.
 * Run it after adding or replacing a built-in image; its output is committed.
 *
 *   node scripts/blog-card-images.mjs
 */
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const DIR = path.resolve(import.meta.dirname, '../public/images/blog')
const OUT = path.join(DIR, 'card')
mkdirSync(OUT, { recursive: true })
for (const file of readdirSync(DIR).filter((name) => name.endsWith('.webp'))) {
  const info = await sharp(path.join(DIR, file))
    .resize(768, 432, { fit: 'cover', position: 'centre' })
    .webp({ quality: 80 })
    .toFile(path.join(OUT, file))
  console.log(`${file}: ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} kB`)
}
