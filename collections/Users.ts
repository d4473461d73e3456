import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { AuthenticationError, type CollectionAfterErrorHook, type CollectionBeforeOperationHook, type CollectionConfig, LockedAuth } from 'payload'

import { adminsOnly, adminsOnlyField, adminsOrSelf, ROLES } from '../src/access/roles'
import { env } from '../src/config/env'
import { endStaffSockets } from '../src/lib/chat/broadcast'

const derive = promisify(pbkdf2)
const UNKNOWN_USER_SALT = randomBytes(32).toString('hex')
const loginUsername = (data: unknown) => {
  const username = (data as { username?: unknown } | undefined)?.username
  return typeof username === 'string' ? username.toLowerCase().trim() : ''
}

/**
 * The login does not tell which usernames exist: an unknown one costs the same password hashing as
 * a known one (Payload's current parameters) and gets the answer a wrong password gets. Payload
 * would otherwise answer it at once and in other words.
 */
const sameAnswerForUnknownUsers: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const username = loginUsername(args.data)
  if (!username) return args
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { username: { equals: username } }, overrideAccess: true, req })
  if (totalDocs > 0) return args
  await derive(String((args.data as { password?: unknown }).password ?? ''), UNKNOWN_USER_SALT, 600_000, 32, 'sha256')
  throw new AuthenticationError(req.t)
}

/** The failure that locks an account already says so (Payload says so only from the next attempt). */
const lockedOnTheFailureThatLocks: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!(error instanceof AuthenticationError) || !req.url?.endsWith('/users/login')) return
  const username = loginUsername(req.data)
  if (!username) return
  const { docs } = await req.payload.find({ collection: 'users', where: { username: { equals: username } }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true })
  const lockUntil = (docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
  if (lockUntil && new Date(lockUntil) > new Date()) return { response: { errors: [{ message: new LockedAuth(req.t).message }] }, status: 401 }
}

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'name', 'role', 'updatedAt'],
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // Secure whenever the site is served over https, like the chat's visitor cookie.
    cookies: { sameSite: 'Lax', secure: env().SITE_URL.startsWith('https:') },
  },
  access: {
    // Every role signs in to /cms: editors manage posts, support staff see their own account.
    admin: ({ req }) => Boolean(req.user),
    create: adminsOnly,
    read: adminsOrSelf,
    update: adminsOrSelf,
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  hooks: {
    beforeOperation: [sameAnswerForUnknownUsers],
    afterError: [lockedOnTheFailureThatLocks],
    // Chat sockets are authenticated once, when they connect: access changes end them.
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation === 'update' && previousDoc?.role !== doc.role) await endStaffSockets(req, doc.id)
      },
    ],
    afterDelete: [({ doc, req }) => endStaffSockets(req, doc.id)],
    afterLogout: [async ({ req }) => (req.user ? endStaffSockets(req, Number(req.user.id)) : undefined)],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      maxLength: 100,
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'support',
      options: ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      saveToJWT: true,
      access: {
        // Nobody raises their own role: only admins write this field, on create and update.
        create: adminsOnlyField,
        update: adminsOnlyField,
      },
      admin: { position: 'sidebar' },
    },
  ],
}
