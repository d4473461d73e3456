import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

const DEV_SECRET = parseEnv({ NODE_ENV: 'development' }).PAYLOAD_SECRET
const production = { NODE_ENV: 'production', MAIL_TRANSPORT: 'log', SMTP_HOST: 'smtp.example.com' }

describe('secrets', () => {
  it('refuses the published development secret in production, as the current or the previous secret', () => {
    expect(() => parseEnv({ ...production, PAYLOAD_SECRET: DEV_SECRET })).toThrow(
      /PAYLOAD_SECRET: must not be the published development secret/,
    )
    expect(() =>
      parseEnv({ ...production, PAYLOAD_SECRET: 'x'.repeat(32), PAYLOAD_SECRET_PREVIOUS: DEV_SECRET }),
    ).toThrow(/PAYLOAD_SECRET_PREVIOUS/)
    expect(parseEnv({ NODE_ENV: 'development', PAYLOAD_SECRET: DEV_SECRET }).PAYLOAD_SECRET).toBe(DEV_SECRET)
  })

  it('takes an optional previous secret of at least 32 characters', () => {
    expect(
      parseEnv({ ...production, PAYLOAD_SECRET: 'x'.repeat(32), PAYLOAD_SECRET_PREVIOUS: 'y'.repeat(32) })
        .PAYLOAD_SECRET_PREVIOUS,
    ).toBe('y'.repeat(32))
    expect(
      parseEnv({ ...production, PAYLOAD_SECRET: 'x'.repeat(32), PAYLOAD_SECRET_PREVIOUS: '' }).PAYLOAD_SECRET_PREVIOUS,
    ).toBeUndefined()
    expect(() => parseEnv({ ...production, PAYLOAD_SECRET: 'x'.repeat(32), PAYLOAD_SECRET_PREVIOUS: 'short' })).toThrow(
      /PAYLOAD_SECRET_PREVIOUS/,
    )
  })
})
