import { describe, expect, it } from 'vitest'

import { EnvError, objectStorage, parseEnv } from './env'

const S3 = {
  S3_BUCKET: 'site-media',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
}

function problems(source: Record<string, string>): string {
  try {
    parseEnv(source)
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError)
    return (error as Error).message
  }
  throw new Error('parseEnv accepted it')
}

describe('object storage settings (all or nothing)', () => {
  it('none set: uploads stay in MEDIA_DIR', () => {
    expect(objectStorage(parseEnv({}))).toBeNull()
    expect(objectStorage(parseEnv({ S3_BUCKET: '', S3_PREFIX: ' ' }))).toBeNull()
  })

  it('the four required ones set: the bucket, AWS endpoint and virtual-host style unless told', () => {
    expect(objectStorage(parseEnv(S3))).toEqual({
      bucket: 'site-media',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: '',
    })
    expect(
      objectStorage(
        parseEnv({
          ...S3,
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_FORCE_PATH_STYLE: 'true',
          S3_PREFIX: '/sites/velora/',
        }),
      ),
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, prefix: 'sites/velora' })
  })

  it('any S3 variable without the others stops the start, naming each missing one and what was set', () => {
    const message = problems({ S3_BUCKET: 'site-media', S3_REGION: 'auto' })
    expect(message).toContain('S3_ACCESS_KEY_ID: is required when S3_BUCKET, S3_REGION are set')
    expect(message).toContain('S3_SECRET_ACCESS_KEY: is required')
    expect(message).not.toMatch(/S3_BUCKET: is required/)
    expect(message).not.toMatch(/S3_ENDPOINT: is required/)

    const endpointOnly = problems({ S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com' })
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(endpointOnly).toContain(`${name}: is required when S3_ENDPOINT is set`)

    for (const name of Object.keys(S3)) {
      const { [name]: _left, ...rest } = S3 as Record<string, string>
      expect(problems(rest), name).toContain(`${name}: is required`)
    }
  })

  it('refuses a bad bucket name, endpoint, path style or prefix', () => {
    expect(problems({ ...S3, S3_BUCKET: 'Site_Media' })).toContain('S3_BUCKET')
    expect(problems({ ...S3, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT')
    expect(problems({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE')
    for (const prefix of ['a/../b', 'a//b', './a', 'a\\b'])
      expect(problems({ ...S3, S3_PREFIX: prefix }), prefix).toContain('S3_PREFIX')
  })
})
