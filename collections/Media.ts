import type { CollectionConfig } from 'payload'

import path from 'node:path'

import { anyone, contentManagers } from '../src/access/roles'
import { env } from '../src/config/env'

export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    read: anyone,
    create: contentManagers,
    update: contentManagers,
    delete: contentManagers,
  },
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'card', width: 768, height: 432, position: 'centre' },
      { name: 'hero', width: 1600, height: undefined },
    ],
    adminThumbnail: 'card',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'Describe the image for people using screen readers.' },
    },
  ],
}
