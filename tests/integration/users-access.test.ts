import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedAdmin, SeedError } from '../../src/seed/admin'
import { bootPayload, type TestPayload } from '../support/payload'

let ctx: TestPayload
let payload: Payload

async function createUser(username: string, role: 'admin' | 'editor' | 'support') {
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { username, role, password: `${username}-password` },
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
    const before = await payload.find({ collection: 'users', overrideAccess: true })
    expect(before.docs.map((u) => [u.username, u.role])).toEqual([['admin', 'admin']])

    await expect(seedAdmin(payload, { nodeEnv: 'production', adminPassword: undefined })).resolves.toBe('skipped')
    const after = await payload.find({ collection: 'users', overrideAccess: true })
    expect(after.totalDocs).toBe(1)
    expect(after.docs[0]?.updatedAt).toBe(before.docs[0]?.updatedAt)
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

    await expect(seedAdmin(payload, { nodeEnv: 'production', adminPassword: 'integration-admin-pw' })).resolves.toBe('created')
    const result = await payload.login({ collection: 'users', data: { username: 'admin', password: 'integration-admin-pw' } })
    expect(result.user?.role).toBe('admin')
  })
})

describe('users access (Local API with overrideAccess: false)', () => {
  it('an editor reads only their own record and cannot read another user', async () => {
    const editor = await createUser('edna', 'editor')
    const admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, overrideAccess: true }))
      .docs[0]!
    const asEditor = { user: { ...editor, collection: 'users' as const }, overrideAccess: false as const }

    const list = await payload.find({ collection: 'users', ...asEditor })
    expect(list.docs.map((u) => u.username)).toEqual(['edna'])

    await expect(payload.findByID({ collection: 'users', id: admin.id, ...asEditor })).rejects.toThrow()
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
      payload.create({ collection: 'users', data: { username: 'intruder', password: 'x-password', role: 'admin' }, ...asSupport }),
    ).rejects.toThrow()
    await expect(payload.update({ collection: 'users', id: other.id, data: { name: 'Hacked' }, ...asSupport })).rejects.toThrow()
    await expect(payload.delete({ collection: 'users', id: other.id, ...asSupport })).rejects.toThrow()
    const stored = await payload.findByID({ collection: 'users', id: other.id, overrideAccess: true })
    expect(stored.name).toBeFalsy()
  })

  it('an admin manages users and sets roles', async () => {
    const admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, overrideAccess: true }))
      .docs[0]!
    const asAdmin = { user: { ...admin, collection: 'users' as const }, overrideAccess: false as const }
    const created = await payload.create({
      collection: 'users',
      data: { username: 'NewEditor', password: 'new-editor-pw', role: 'editor' },
      ...asAdmin,
    })
    expect(created.username).toBe('neweditor')
    expect(created.role).toBe('editor')
    const promoted = await payload.update({ collection: 'users', id: created.id, data: { role: 'admin' }, ...asAdmin })
    expect(promoted.role).toBe('admin')
    await payload.delete({ collection: 'users', id: created.id, ...asAdmin })
    await expect(payload.findByID({ collection: 'users', id: created.id, overrideAccess: true })).rejects.toThrow()
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
    ).rejects.toThrow()
  })
})

describe('no account lock', () => {
  it('wrong passwords never lock an account (throttling is per address: tests/integration/login-throttle.test.ts)', async () => {
    await createUser('lockme', 'support')
    for (let i = 0; i < 8; i++) {
      await expect(payload.login({ collection: 'users', data: { username: 'lockme', password: 'wrong' } })).rejects.toThrow()
    }
    const result = await payload.login({ collection: 'users', data: { username: 'lockme', password: 'lockme-password' } })
    expect(result.user?.username).toBe('lockme')
  })
})

const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
