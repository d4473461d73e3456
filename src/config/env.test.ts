import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'

describe('parseEnv', () => {
  it('fills documented defaults for a newcomer with nothing set', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.HOST).toBe('0.0.0.0')
    expect(env.DATABASE_URI).toBeUndefined()
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.PLATFORM_NAME).toBe('OnlyFans')
    expect(env.PAYLOAD_SECRET.length).toBeGreaterThanOrEqual(32)
  })

  it('counts visits by default, writing every 2 s; refuses a flush interval outside 50 ms to 60 s', () => {
    expect(parseEnv({})).toMatchObject({ VISIT_COUNTING: 'on', VISITS_FLUSH_MS: 2_000 })
    expect(parseEnv({ VISIT_COUNTING: 'off', VISITS_FLUSH_MS: '200' })).toMatchObject({
      VISIT_COUNTING: 'off',
      VISITS_FLUSH_MS: 200,
    })
    for (const bad of [{ VISITS_FLUSH_MS: '10' }, { VISITS_FLUSH_MS: '600000' }, { VISIT_COUNTING: 'maybe' }])
      expect(() => parseEnv(bad), JSON.stringify(bad)).toThrow(EnvError)
  })

  it('names each bad variable in the error', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URI: 'mysql://x', CONTACT_EMAIL: 'not-an-email', BOOKING_URL: 'ftp://x' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError)
      const message = (error as Error).message
      for (const name of ['PORT', 'DATABASE_URI', 'CONTACT_EMAIL', 'BOOKING_URL']) expect(message).toContain(name)
    }
  })

  it('requires PAYLOAD_SECRET in production, but not while Next builds', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET/)
    expect(() => parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow()
    expect(
      parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32), MAIL_TRANSPORT: 'log' }).PAYLOAD_SECRET,
    ).toBe('x'.repeat(32))
  })

  it('refuses a production start without SMTP unless MAIL_TRANSPORT=log says logging mail is intended', () => {
    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) }
    expect(() => parseEnv(production)).toThrow(/SMTP_HOST: is required when NODE_ENV=production.*MAIL_TRANSPORT=log/)
    expect(() => parseEnv({ ...production, SMTP_HOST: '  ' })).toThrow(/SMTP_HOST/)
    expect(() => parseEnv({ ...production, MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_HOST/)
    expect(() => parseEnv({ ...production, MAIL_TRANSPORT: 'sendmail' })).toThrow(/MAIL_TRANSPORT/)
    expect(parseEnv({ ...production, MAIL_TRANSPORT: 'log' }).MAIL_TRANSPORT).toBe('log')
    expect(parseEnv({ ...production, SMTP_HOST: 'smtp.example.com' }).SMTP_HOST).toBe('smtp.example.com')
    expect(() => parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow()
    // Development logs mail without being asked; an explicit smtp still needs a host.
    expect(parseEnv({}).MAIL_TRANSPORT).toBeUndefined()
    expect(() => parseEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_HOST/)
  })

  it('treats empty strings as unset and rejects a short ADMIN_PASSWORD', () => {
    expect(parseEnv({ DATABASE_URI: '', REDIS_URL: '', ADMIN_PASSWORD: '' }).ADMIN_PASSWORD).toBeUndefined()
    expect(() => parseEnv({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/)
  })

  it('leaves METRICS_TOKEN unset by default (or empty) and refuses one under 32 characters', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined()
    expect(parseEnv({ METRICS_TOKEN: '  ' }).METRICS_TOKEN).toBeUndefined()
    expect(parseEnv({ METRICS_TOKEN: 'm'.repeat(32) }).METRICS_TOKEN).toBe('m'.repeat(32))
    expect(() => parseEnv({ METRICS_TOKEN: 'm'.repeat(31) })).toThrow(/METRICS_TOKEN: must be at least 32 characters/)
  })

  it('accepts postgres and redis URLs', () => {
    const env = parseEnv({ DATABASE_URI: 'postgresql://u@h:5432/db', REDIS_URL: 'redis://127.0.0.1:6379' })
    expect(env.DATABASE_URI).toBe('postgresql://u@h:5432/db')
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379')
  })
})
