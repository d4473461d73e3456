import {
  AuthenticationError,
  type CollectionAfterChangeHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import {
  adminsOnly,
  adminsOnlyField,
  adminsOrSelf,
  shownTo,
  LEAST_PRIVILEGED_ROLE,
  ROLE_FIELD_DESCRIPTION,
  ROLE_LABELS,
  ROLES,
} from '../src/access/roles'
import { env } from '../src/config/env'
import { siteConfig } from '../src/config/site'
import { LoginThrottled, loginThrottleOf, throttledAddress } from '../src/lib/auth/login-throttle'
import { hashForNothing, passwordMatches } from '../src/lib/auth/password'
import { PASSWORD_RULE, passwordProblem } from '../src/lib/auth/password-policy'
import { endStaffSockets } from '../src/lib/chat/broadcast'
import { CHAT_LIMITS, STAFF_SENDER_NAME } from '../src/lib/chat/constants'
import { withoutNul } from '../src/lib/plain-text'
import { auditDeletion } from './AuditLog'

const normalized = (value: unknown) => (typeof value === 'string' ? value.toLowerCase().trim() : '')
const loginUsername = (data: unknown) => normalized((data as { username?: unknown } | undefined)?.username)
const loginPassword = (data: unknown) => (data as { password?: unknown } | undefined)?.password

type ThrottledAttempt = { ip: string; username: string }
const ATTEMPT = 'loginThrottle'
/** Virtual field: a user setting their own password proves they know the current one. */
const CURRENT_PASSWORD = 'currentPassword'
const PASSWORD_CHANGED = 'passwordChangedFor'

/**
 * Counts one password guess against the IP and the IP+username; a throttled one is refused with 429 and Retry-After.
 */
async function countGuess(req: PayloadRequest, username: string): Promise<ThrottledAttempt | undefined> {
  const ip = throttledAddress(req)
  const throttle = loginThrottleOf(req.payload)
  if (!ip || !throttle) return undefined
  try {
    await throttle.attempt(ip, username)
  } catch (error) {
    if (error instanceof LoginThrottled) {
      const headers = req.responseHeaders ?? new Headers()
      headers.set('Retry-After', String(error.retryAfterSeconds))
      req.responseHeaders = headers
    }
    throw error
  }
  return { ip, username }
}

/**
 * No account lock (anyone could lock `admin` out): guesses are throttled per IP and per username from
 * that IP instead, before anything looks the username up, so known and unknown names are throttled alike.
 */
const throttleLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const username = loginUsername(args.data)
  const password = loginPassword(args.data)
  // Payload refuses these without checking any password.
  if (!username || typeof password !== 'string' || password.trim() === '') return args
  const attempt = await countGuess(req, username)
  if (attempt) req.context[ATTEMPT] = attempt
  return args
}

const forgetFailures: CollectionAfterLoginHook = async ({ req }) => {
  const attempt = req.context[ATTEMPT] as ThrottledAttempt | undefined
  if (attempt) await loginThrottleOf(req.payload)?.succeeded(attempt.ip, attempt.username)
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
  // PostgreSQL text cannot hold NUL, so no account has such a name; the lookup would fail with a 500.
  const { totalDocs } = username.includes('\u0000')
    ? { totalDocs: 0 }
    : await req.payload.count({
        collection: 'users',
        where: { username: { equals: username } },
        overrideAccess: true,
        req,
      })
  if (totalDocs > 0) return args
  await hashForNothing(loginPassword(args.data))
  throw new AuthenticationError(req.t)
}

/**
 * A user setting their own password (in /cms or through REST) gives the current one: a session left
 * open is not enough to take the account over. An admin setting another user's password does not.
 */
const ownPasswordNeedsCurrent: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const given: unknown = data[CURRENT_PASSWORD]
  delete data[CURRENT_PASSWORD]
  if (operation !== 'update' || typeof data.password !== 'string' || data.password === '' || !originalDoc) return data
  req.context[PASSWORD_CHANGED] = originalDoc.id
  const user = req.user
  if (user?.collection !== 'users' || String(user.id) !== String(originalDoc.id)) return data
  const attempt = await countGuess(req, normalized(user.username))
  const stored = await req.payload.db.findOne<{ id: number; hash?: unknown; salt?: unknown }>({
    collection: 'users',
    where: { id: { equals: originalDoc.id } },
    req,
  })
  if (!(await passwordMatches(stored ?? {}, given))) {
    const message =
      typeof given === 'string' && given !== ''
        ? 'The current password is not correct.'
        : 'Enter your current password to set a new one.'
    throw new ValidationError({ collection: 'users', errors: [{ path: CURRENT_PASSWORD, message }], req })
  }
  if (attempt) await loginThrottleOf(req.payload)?.succeeded(attempt.ip, attempt.username)
  return data
}

/**
 * Every new password (a new account, one's own change, an admin setting someone's) must be strong:
 * length and a zxcvbn estimate that counts the username, name and agency name as known words.
 * The Local API runs it too, so the seed's ADMIN_PASSWORD meets the same rule.
 */
const strongPassword: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  const password: unknown = data?.password
  if (typeof password !== 'string' || password === '') return data
  const known = [data?.username ?? originalDoc?.username, data?.name ?? originalDoc?.name, siteConfig().agencyName]
  const problem = passwordProblem(
    password,
    known.map((value) => (typeof value === 'string' ? value : undefined)),
  )
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: problem }], req })
  return data
}

/**
 * Chat sockets are authenticated once, when they connect: a new password or role ends them on every
 * process, and so does a new display name (the console reconnects at once and replies under it).
 */
const endSocketsOnAccessChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return
  const passwordChanged = String(req.context[PASSWORD_CHANGED]) === String(doc.id)
  if (
    passwordChanged ||
    previousDoc?.role !== doc.role ||
    (previousDoc?.displayName ?? null) !== (doc.displayName ?? null)
  )
    await endStaffSockets(req, doc.id)
}

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'username',
    // Everyone else changes their own account through /cms/account.
    hidden: shownTo('admin'),
    description: `Staff accounts for /cms, the chat console and monitoring. Passwords: ${PASSWORD_RULE} Forgotten passwords are reset here by an admin.`,
    defaultColumns: ['username', 'name', 'role', 'updatedAt'],
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    // No account lock: throttling per IP and per username from an IP (src/lib/auth/login-throttle.ts).
    maxLoginAttempts: 0,
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
    beforeOperation: [throttleLogin, sameAnswerForUnknownUsers],
    afterLogin: [forgetFailures],
    beforeValidate: [strongPassword],
    beforeChange: [ownPasswordNeedsCurrent],
    afterChange: [endSocketsOnAccessChange],
    afterDelete: [
      ({ doc, req }) => endStaffSockets(req, doc.id),
      auditDeletion((doc) => `${typeof doc.role === 'string' ? doc.role : 'user'} account`),
    ],
    afterLogout: [async ({ req }) => (req.user ? endStaffSockets(req, Number(req.user.id)) : undefined)],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      maxLength: 100,
    },
    {
      name: 'displayName',
      type: 'text',
      maxLength: CHAT_LIMITS.nameMax,
      admin: {
        description: `The name visitors see on your chat replies, e.g. "Maya from the team". Leave it blank to reply as "${STAFF_SENDER_NAME}".`,
      },
      hooks: {
        beforeValidate: [
          ({ value }: { value?: unknown }) => (typeof value === 'string' ? withoutNul(value).trim() || null : value),
        ],
      },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      // The least privileged role (see ROLE_DESCRIPTIONS): an admin raises it deliberately.
      defaultValue: LEAST_PRIVILEGED_ROLE,
      options: ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
      saveToJWT: true,
      access: {
        // Nobody raises their own role: only admins write this field, on create and update.
        create: adminsOnlyField,
        update: adminsOnlyField,
      },
      admin: { position: 'sidebar', description: ROLE_FIELD_DESCRIPTION },
    },
    {
      // Never stored nor read back: only checked by ownPasswordNeedsCurrent.
      name: CURRENT_PASSWORD,
      type: 'text',
      virtual: true,
      maxLength: 1024,
      hooks: { afterRead: [() => undefined] },
      admin: {
        description: 'Needed only to change your own password.',
        condition: (data, _siblingData, { user }) =>
          Boolean(user && data?.id !== undefined && String(data.id) === String(user.id)),
        components: { Field: '@/components/cms/CurrentPasswordField#CurrentPasswordField' },
      },
    },
  ],
}
