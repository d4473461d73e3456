import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedAdmin, SeedError } from '../../src/seed/admin'
import { bootPayload, FORBIDDEN, NOT_FOUND, type TestPayload } from '../support/payload'

let ctx: TestPayload
let payload: Payload

async function createUser(username: string, role: 'admin' | 'editor' | 'support') {
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { username, role, password: `${username}-password copper lantern` },
  })
}

beforeAll(async () => {
  ctx = await bootPayload('users', { ADMIN_PASSWORD: 'integration-admin-pw' })
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.close()
})

describe('seed', () => {
  it('created exactly one admin on the empty database, and a second run changes nothing', async () => {
    // Other tests add users (admins too) of their own: the seed's is the one named admin.
    const before = await payload.find({ collection: 'users', overrideAccess: true, pagination: false })
    const admins = before.docs.filter((u) => u.username === 'admin')
    expect(admins.map((u) => [u.username, u.role])).toEqual([['admin', 'admin']])

    await expect(seedAdmin(payload, { nodeEnv: 'production', adminPassword: undefined })).resolves.toBe('skipped')
    const after = await payload.find({ collection: 'users', overrideAccess: true, pagination: false })
    expect(after.totalDocs).toBe(before.totalDocs)
    expect(after.docs.find((u) => u.id === admins[0]!.id)?.updatedAt).toBe(admins[0]!.updatedAt)
  })

  it('the seeded admin signs in with ADMIN_PASSWORD, username case-insensitive', async () => {
    const result = await payload.login({
      collection: 'users',
      data: { username: 'AdMiN', password: 'integration-admin-pw' },
    })
    expect(result.user?.username).toBe('admin')
    expect(result.token).toBeTruthy()
  })
})

describe('seed on an empty database in production', () => {
  it('refuses to create an admin without ADMIN_PASSWORD, and creates it once one is given', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)

    const refused = seedAdmin(payload, { nodeEnv: 'production', adminPassword: undefined })
    await expect(refused).rejects.toBeInstanceOf(SeedError)
    await expect(refused).rejects.toThrow(/ADMIN_PASSWORD is not set/)
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)

    await expect(seedAdmin(payload, { nodeEnv: 'production', adminPassword: 'integration-admin-pw' })).resolves.toBe(
      'created',
    )
    const result = await payload.login({
      collection: 'users',
      data: { username: 'admin', password: 'integration-admin-pw' },
    })
    expect(result.user?.role).toBe('admin')
  })
})

describe('users access (Local API with overrideAccess: false)', () => {
  it('an editor reads only their own record and cannot read another user', async () => {
    const editor = await createUser('edna', 'editor')
    const admin = (
      await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, overrideAccess: true })
    ).docs[0]!
    const asEditor = { user: { ...editor, collection: 'users' as const }, overrideAccess: false as const }

    const list = await payload.find({ collection: 'users', ...asEditor })
    expect(list.docs.map((u) => u.username)).toEqual(['edna'])

    await expect(payload.findByID({ collection: 'users', id: admin.id, ...asEditor })).rejects.toMatchObject(NOT_FOUND)
  })

  it('an editor cannot raise their own role, but can change their own name', async () => {
    const editor = await createUser('eddie', 'editor')
    const asEditor = { user: { ...editor, collection: 'users' as const }, overrideAccess: false as const }

    await payload.update({ collection: 'users', id: editor.id, data: { role: 'admin', name: 'Eddie' }, ...asEditor })
    const stored = await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })
    expect(stored.role).toBe('editor')
    expect(stored.name).toBe('Eddie')
  })

  it('an editor or support user cannot create or delete users, or update someone else', async () => {
    const support = await createUser('sam', 'support')
    const other = await createUser('olga', 'editor')
    const asSupport = { user: { ...support, collection: 'users' as const }, overrideAccess: false as const }

    await expect(
      payload.create({
        collection: 'users',
        data: { username: 'intruder', password: 'x-password', role: 'admin' },
        ...asSupport,
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.update({ collection: 'users', id: other.id, data: { name: 'Hacked' }, ...asSupport }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(payload.delete({ collection: 'users', id: other.id, ...asSupport })).rejects.toMatchObject(FORBIDDEN)
    const stored = await payload.findByID({ collection: 'users', id: other.id, overrideAccess: true })
    expect(stored.name).toBeFalsy()
  })

  it('an admin manages users and sets roles', async () => {
    const admin = (
      await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, overrideAccess: true })
    ).docs[0]!
    const asAdmin = { user: { ...admin, collection: 'users' as const }, overrideAccess: false as const }
    const created = await payload.create({
      collection: 'users',
      data: { username: 'NewEditor', password: 'new-editor-pw copper lantern', role: 'editor' },
      ...asAdmin,
    })
    expect(created.username).toBe('neweditor')
    expect(created.role).toBe('editor')
    const promoted = await payload.update({ collection: 'users', id: created.id, data: { role: 'admin' }, ...asAdmin })
    expect(promoted.role).toBe('admin')
    await payload.delete({ collection: 'users', id: created.id, ...asAdmin })
    await expect(payload.findByID({ collection: 'users', id: created.id, overrideAccess: true })).rejects.toMatchObject(
      NOT_FOUND,
    )
  })

  it('media uploads are writable by admins and editors only', async () => {
    const support = await createUser('sue', 'support')
    const asSupport = { user: { ...support, collection: 'users' as const }, overrideAccess: false as const }
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'x' },
        file: { data: Buffer.from(TINY_PNG, 'base64'), mimetype: 'image/png', name: 'x.png', size: 68 },
        ...asSupport,
      }),
    ).rejects.toMatchObject(FORBIDDEN)
  })
})

describe('no account lock', () => {
  it('wrong passwords never lock an account (throttling is per address: tests/integration/login-throttle.test.ts)', async () => {
    await createUser('lockme', 'support')
    for (let i = 0; i < 8; i++) {
      await expect(
        payload.login({ collection: 'users', data: { username: 'lockme', password: 'wrong' } }),
      ).rejects.toMatchObject({ name: 'AuthenticationError', status: 401 })
    }
    const result = await payload.login({
      collection: 'users',
      data: { username: 'lockme', password: 'lockme-password copper lantern' },
    })
    expect(result.user?.username).toBe('lockme')
  })
})

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

describe('strong staff passwords', () => {
  const adminUser = async () => {
    const admin = (
      await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, overrideAccess: true })
    ).docs[0]!
    return { user: { ...admin, collection: 'users' as const }, overrideAccess: false as const }
  }
  const passwordError = (error: unknown) =>
    (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors?.find(
      (e) => e.path === 'password',
    )?.message

  it('a new account needs 12 characters and a password that is hard to guess, with a message naming why', async () => {
    const asAdmin = await adminUser()
    const create = (username: string, password: string) =>
      payload.create({ collection: 'users', data: { username, password, role: 'support' }, ...asAdmin })
    expect(passwordError(await create('weak-short', 'abc').catch((e: unknown) => e))).toMatch(
      /at least 12 characters long \(it has 3\)/,
    )
    expect(passwordError(await create('weak-common', 'password1234').catch((e: unknown) => e))).toMatch(
      /too easy to guess/,
    )
    expect(passwordError(await create('weak-rows', 'qwertyuiop123').catch((e: unknown) => e))).toMatch(
      /too easy to guess/,
    )
    expect(passwordError(await create('maria-santos', 'maria-santos1').catch((e: unknown) => e))).toMatch(/username/)
    // Even the Local API with access overridden (seeds, scripts) gets the rule.
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { username: 'weak-local', password: 'abc', role: 'support' },
      }),
    ).rejects.toThrow(/password/)
    expect(
      (await payload.count({ collection: 'users', where: { username: { like: 'weak-' } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
    const created = await create('strong-one', 'copper lantern drifts south')
    expect(created.username).toBe('strong-one')
  })

  it('a changed password meets the same rule, whoever sets it', async () => {
    const asAdmin = await adminUser()
    const user = await createUser('changer', 'support')
    await expect(
      payload.update({ collection: 'users', id: user.id, data: { password: 'short' }, ...asAdmin }),
    ).rejects.toThrow(/password/)
    const asSelf = { user: { ...user, collection: 'users' as const }, overrideAccess: false as const }
    const own = await payload
      .update({
        collection: 'users',
        id: user.id,
        data: { password: 'iloveyou2025!', currentPassword: 'changer-password copper lantern' },
        ...asSelf,
      })
      .catch((e: unknown) => e)
    expect(passwordError(own)).toMatch(/too easy to guess/)
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'violet harbor tickets 42' },
      ...asAdmin,
    })
    expect(
      (
        await payload.login({
          collection: 'users',
          data: { username: 'changer', password: 'violet harbor tickets 42' },
        })
      ).user?.username,
    ).toBe('changer')
  })

  it('the first admin’s ADMIN_PASSWORD meets it too: a weak one stops the seed, naming the variable', async () => {
    await payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    await expect(seedAdmin(payload, { nodeEnv: 'production', adminPassword: 'admin1234567' })).rejects.toThrow(
      /ADMIN_PASSWORD is too weak/,
    )
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
    await expect(seedAdmin(payload, { nodeEnv: 'production', adminPassword: 'integration-admin-pw' })).resolves.toBe(
      'created',
    )
  })
})

describe('roles where they are chosen', () => {
  it('a new account is Support, the least privileged role, and the field says what each role may do', async () => {
    const created = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { username: 'no-role-given', password: 'copper lantern drifts north' } as never,
    })
    expect(created.role).toBe('support')
    const field = payload.collections.users.config.fields.find((f) => 'name' in f && f.name === 'role')
    if (field?.type !== 'select') throw new Error('role is a select')
    expect(field.defaultValue).toBe('support')
    const description = typeof field.admin?.description === 'string' ? field.admin.description : ''
    for (const text of ['Admin:', 'Editor:', 'Support:', 'least privileged']) expect(description).toContain(text)
    // What the description promises editors is what the access rules give them: every page's copy too.
    expect(description).toMatch(
      /Editor: [^:]*publishes, schedules and unpublishes blog posts and the copy of every page/,
    )
    const editor = { user: { id: 1, role: 'editor', collection: 'users' } } as never
    const pageGlobals = payload.config.globals.filter((global) => global.admin.group === 'Pages')
    expect(pageGlobals.length).toBeGreaterThan(10)
    for (const global of pageGlobals) expect(await global.access.update({ req: editor }), global.slug).toBe(true)
    expect(field.options.map((o) => (typeof o === 'string' ? o : o.label))).toEqual([
      expect.stringMatching(/^Admin: everything/),
      expect.stringMatching(/^Editor: blog posts/),
      expect.stringMatching(/^Support: the chat console/),
    ])
  })
})

describe('what /cms shows each role', () => {
  it('support staff see only the chat collections; editors their content; admins everything', () => {
    const shownTo = (role: 'admin' | 'editor' | 'support') => {
      const user = { id: 1, role, collection: 'users' } as never
      return payload.config.collections
        .filter((c) => {
          const hidden = c.admin.hidden
          return !(typeof hidden === 'function' ? hidden({ user }) : hidden)
        })
        .map((c) => c.slug)
    }
    const support = shownTo('support')
    for (const slug of ['users', 'media', 'blog-posts', 'site-monitoring-reports']) expect(support).not.toContain(slug)
    expect(support).toEqual(expect.arrayContaining(['chat-conversations', 'chat-messages', 'bookings']))
    expect(shownTo('editor')).toEqual(expect.arrayContaining(['media', 'blog-posts']))
    expect(shownTo('editor')).not.toContain('users')
    expect(shownTo('editor')).not.toContain('bookings')
    expect(shownTo('admin')).toEqual(
      expect.arrayContaining(['users', 'media', 'blog-posts', 'site-monitoring-reports', 'chat-messages']),
    )
  })

  it('nobody creates a chat message through the API, an admin included (the chat server writes them)', async () => {
    const admin = await createUser('cms-admin', 'admin')
    const conversation = await payload.create({
      collection: 'chat-conversations',
      overrideAccess: true,
      data: { visitorId: 'v-1', visitorName: 'Vi', status: 'open', lastMessageAt: new Date().toISOString() },
    })
    await expect(
      payload.create({
        collection: 'chat-messages',
        data: { conversation: conversation.id, message: 'by hand' } as never,
        user: { ...admin, collection: 'users' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})
