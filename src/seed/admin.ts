import type { Payload } from 'payload'

import { MIN_PASSWORD_LENGTH, passwordProblem } from '@/lib/auth/password-policy'

export const SEED_ADMIN_USERNAME = 'admin'
const SEED_ADMIN_NAME = 'Administrator'
/** Used only outside production when ADMIN_PASSWORD is unset; documented in docs/configuration.md. */
export const DEV_ADMIN_PASSWORD = 'admin-dev-password'

export class SeedError extends Error {
  override name = 'SeedError'
}

type SeedOptions = {
  nodeEnv: string
  adminPassword: string | undefined
}

/**
 * Creates the first admin on an empty users table. Idempotent: once any user exists it does nothing.
 * In production it refuses to invent a password.
 */
export async function seedAdmin(
  payload: Payload,
  { nodeEnv, adminPassword }: SeedOptions,
): Promise<'created' | 'skipped'> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return 'skipped'

  if (!adminPassword && nodeEnv === 'production') {
    throw new SeedError(
      'Refusing to create the first admin account: ADMIN_PASSWORD is not set. ' +
        `Set ADMIN_PASSWORD (at least ${MIN_PASSWORD_LENGTH} characters, hard to guess) for the first production start.`,
    )
  }

  const password = adminPassword ?? DEV_ADMIN_PASSWORD
  // The account gets the rule every staff password meets; said here in terms of the variable.
  const problem = passwordProblem(password, [SEED_ADMIN_USERNAME, SEED_ADMIN_NAME])
  if (problem) throw new SeedError(`Refusing to create the first admin account: ADMIN_PASSWORD is too weak. ${problem}`)

  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      username: SEED_ADMIN_USERNAME,
      name: SEED_ADMIN_NAME,
      role: 'admin',
      password,
    },
  })
  payload.logger.info(`Seeded admin account "${SEED_ADMIN_USERNAME}"`)
  return 'created'
}
