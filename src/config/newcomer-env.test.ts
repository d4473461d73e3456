import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import nextEnv from '@next/env'
import { afterEach, describe, expect, it } from 'vitest'

import { EnvError, objectStorage, parseEnv } from './env'
import { newcomerEnv } from './newcomer-env'

const ROOT = path.resolve(import.meta.dirname, '../..')
const template = readFileSync(path.join(ROOT, '.env.example'), 'utf8')
const quiet = { info: () => {}, error: () => {} }

/** The variables a `.env` file sets, read by the loader server.ts uses (@next/env), not by a parser of ours. */
function loadFile(text: string): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'env-file-'))
  try {
    writeFileSync(path.join(dir, '.env'), text)
    const { loadedEnvFiles } = nextEnv.loadEnvConfig(dir, false, quiet, true)
    return Object.fromEntries(
      loadedEnvFiles.flatMap((file) => Object.entries(file.env)).map(([name, value]) => [name, value ?? '']),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

afterEach(() => nextEnv.resetEnv())

describe('.env.example as `npm run serve` writes it', () => {
  const { text, adminPassword } = newcomerEnv(template)
  const file = loadFile(text)

  it('the loader read the file: every variable of .env.example, the generated secrets among them', () => {
    const names = [...template.matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1])
    expect(names.length).toBeGreaterThan(50)
    expect(Object.keys(file).sort()).toEqual([...names].sort())
    expect(file.ADMIN_PASSWORD).toBe(adminPassword)
    expect(file.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(file.MAIL_TRANSPORT).toBe('log')
    // The empty and default values the settings must read as "not set" are there as written.
    expect(file.S3_FORCE_PATH_STYLE).toBe('false')
    expect(file.S3_BUCKET).toBe('')
  })

  it.each([
    ['development', {}],
    ['the production build', { NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }],
    ['the production start', { NODE_ENV: 'production' }],
  ])('parses in %s, with uploads in MEDIA_DIR and the generated secrets', (_mode, extra) => {
    const env = parseEnv({ ...file, ...extra })
    expect(objectStorage(env)).toBeNull()
    expect(env.PAYLOAD_SECRET).toBe(file.PAYLOAD_SECRET)
    expect(env.ADMIN_PASSWORD).toBe(adminPassword)
    expect(env.DATABASE_URI).toBeUndefined()
  })

  it('the unfilled template itself parses in development, and production names only the missing secret', () => {
    const raw = loadFile(template)
    expect(() => parseEnv(raw)).not.toThrow()
    expect(() => parseEnv({ ...raw, NODE_ENV: 'production' })).toThrow(EnvError)
    try {
      parseEnv({ ...raw, NODE_ENV: 'production' })
    } catch (error) {
      const problems = (error as EnvError).problems
      expect(problems).toHaveLength(2)
      expect(problems.join('\n')).toMatch(/^PAYLOAD_SECRET: is required/m)
      expect(problems.join('\n')).toMatch(/^SMTP_HOST: is required/m)
    }
  })
})

describe('a variable present but empty is not set', () => {
  it('takes its default, whatever its type', () => {
    const env = parseEnv({
      PORT: '',
      HOST: ' ',
      SMTP_SECURE: '',
      TRUST_PROXY: '',
      SEED_CONTENT: '',
      VISIT_COUNTING: '',
    })
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', SMTP_SECURE: false, TRUST_PROXY: 0, SEED_CONTENT: true })
    expect(env.VISIT_COUNTING).toBe('on')
  })

  it('S3_FORCE_PATH_STYLE at its default asks for no bucket; set to true it does', () => {
    expect(
      objectStorage(
        parseEnv({
          S3_FORCE_PATH_STYLE: 'false',
          NODE_ENV: 'production',
          PAYLOAD_SECRET: 'x'.repeat(40),
          MAIL_TRANSPORT: 'log',
        }),
      ),
    ).toBeNull()
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      /S3_BUCKET: is required when S3_FORCE_PATH_STYLE is set/,
    )
  })
})
