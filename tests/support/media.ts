import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Media } from '../../src/payload-types'

/** An 8×8 grey PNG saved in the media collection (a cover or share image for a test's posts). */
export async function createTestImage(payload: Payload): Promise<Media> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: 'A grey square' },
    file: { data: png, mimetype: 'image/png', name: 'grey.png', size: png.length },
  })
}
