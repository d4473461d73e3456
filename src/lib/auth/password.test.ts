import { pbkdf2Sync, randomBytes } from 'node:crypto'

import { beforeEach, describe, expect, it, vi } from 'vitest'

// Every key derivation is counted (and still computed), so "costs one hashing" is checked, not timed.
const derivations = vi.hoisted(() => [] as { iterations: number; keyLength: number; digest: string }[])
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  const pbkdf2 = (...args: Parameters<typeof actual.pbkdf2>) => {
    const [, , iterations, keyLength, digest] = args
    derivations.push({ iterations, keyLength, digest })
    return actual.pbkdf2(...args)
  }
  return { ...actual, default: { ...actual, pbkdf2 }, pbkdf2 }
})

const { hashForNothing, passwordMatches } = await import('./password')

const PAYLOAD_CURRENT = { iterations: 600_000, keyLength: 32, digest: 'sha256' }

/** A stored password in Payload's current format. */
function stored(password: string) {
  const salt = randomBytes(32).toString('hex')
  const hash = pbkdf2Sync(password, salt, PAYLOAD_CURRENT.iterations, PAYLOAD_CURRENT.keyLength, 'sha256').toString(
    'hex',
  )
  return { salt, hash: `pbkdf2-sha256-v1:${hash}` }
}

beforeEach(() => {
  derivations.length = 0
})

// Each derivation is 600,000 iterations: seconds on a loaded machine, so the timeout is generous.
describe('password checks cost the same whether or not there is an account', { timeout: 60_000 }, () => {
  it('a wrong password for an account is one hashing at Payload’s parameters', async () => {
    const account = stored('the right one')
    derivations.length = 0
    expect(await passwordMatches(account, 'a wrong one')).toBe(false)
    expect(derivations).toEqual([PAYLOAD_CURRENT])
    expect(await passwordMatches(account, 'the right one')).toBe(true)
  })

  it('an unknown username (hashForNothing) is the same one hashing', async () => {
    await hashForNothing('a wrong one')
    expect(derivations).toEqual([PAYLOAD_CURRENT])
  })

  it('a missing hash or an unusable password still costs that hashing', async () => {
    const account = stored('x')
    for (const [record, password] of [
      [{}, 'x'],
      [{ hash: 'h' }, 'x'],
      [account, ''],
      [account, 42],
      [account, 'y'.repeat(1_025)],
    ] as const) {
      derivations.length = 0
      expect(await passwordMatches(record, password)).toBe(false)
      expect(derivations, JSON.stringify([Object.keys(record), String(password).length])).toEqual([PAYLOAD_CURRENT])
    }
  })
})
