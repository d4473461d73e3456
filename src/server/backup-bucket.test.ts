import { describe, expect, it } from 'vitest'

import type { ObjectStorage } from '../config/env'
import { contentTypeOf, describeBucket, relativeKey } from './backup-bucket'

const storage = (prefix: string): ObjectStorage => ({
  bucket: 'media',
  region: 'us-east-1',
  accessKeyId: 'k',
  secretAccessKey: 's',
  forcePathStyle: true,
  prefix,
})

describe('the bucket in the archive', () => {
  it("an object's path below the prefix is its path in media/; keys that are no file path are left out", () => {
    expect(relativeKey(storage('sites/a'), 'sites/a/cover.png')).toBe('cover.png')
    expect(relativeKey(storage('sites/a'), 'sites/a/nested/cover.png')).toBe('nested/cover.png')
    expect(relativeKey(storage(''), 'cover.png')).toBe('cover.png')
    for (const key of ['sites/a/', 'sites/a/../etc/passwd', 'sites/a//x.png', 'sites/a/./x.png', 'sites/ab/x.png'])
      expect(relativeKey(storage('sites/a'), key), key).toBeNull()
    expect(relativeKey(storage(''), '/x.png')).toBeNull()
  })

  it('restored objects get an image type from their extension; messages name the place', () => {
    expect(contentTypeOf('a/cover-768x432.WEBP')).toBe('image/webp')
    expect(contentTypeOf('cover.jpg')).toBe('image/jpeg')
    expect(contentTypeOf('notes')).toBe('application/octet-stream')
    expect(describeBucket(storage('sites/a'))).toBe('s3://media/sites/a/')
    expect(describeBucket(storage(''))).toBe('s3://media/')
  })
})
