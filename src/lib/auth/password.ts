import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

// Payload 3.90's stored formats (auth/strategies/local/generatePasswordSaltHash.js): it exports no
// verifier, so the same parameters are read here.
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }
/** Longer "passwords" are refused unhashed: nobody types them, and hashing them costs more. */
const MAX_PASSWORD_LENGTH = 1024

const FALLBACK_SALT = randomBytes(32).toString('hex')

/**
 * Whether `password` is the one stored as `hash`/`salt`. A missing hash or an unusable password
 * still costs one hashing at Payload's current parameters, so the answer's timing tells nothing.
 */
export async function passwordMatches(stored: { hash?: unknown; salt?: unknown }, password: unknown): Promise<boolean> {
  const usable = typeof password === 'string' && password.length > 0 && password.length <= MAX_PASSWORD_LENGTH
  const { hash, salt } = stored
  if (!usable || typeof hash !== 'string' || typeof salt !== 'string') {
    await derive(usable ? password : '', FALLBACK_SALT, CURRENT.iterations, CURRENT.keyLength, 'sha256')
    return false
  }
  const current = hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const actual = await derive(password, salt, iterations, keyLength, 'sha256')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** The cost of checking a password that is not stored anywhere (an unknown username). */
export async function hashForNothing(password: unknown): Promise<void> {
  await passwordMatches({}, password)
}
