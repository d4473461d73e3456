/**
 * Edit locks (Payload's payload-locked-documents, "someone is editing this"): a signed-in user
 * writes them only in their own name, on what they may edit, and deletes only their own.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '../../src/payload-types'
import { bootPayload, FORBIDDEN, type TestPayload } from '../support/payload'

let ctx: TestPayload
let payload: Payload
let admin: User
let editor: User
let support: User

let users = 0
async function user(role: 'admin' | 'editor' | 'support') {
  const username = `locks-${role}-${++users}`
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { username, role, password: `${username} copper lantern` },
  })
}

beforeAll(async () => {
  ctx = await bootPayload('document_locks')
  payload = ctx.payload
  ;[admin, editor, support] = await Promise.all([user('admin'), user('editor'), user('support')])
})

afterAll(async () => {
  await ctx?.close()
})

const owner = (who: User) => ({ relationTo: 'users' as const, value: who.id })
const lock = (
  by: User,
  data: { globalSlug?: string; document?: { relationTo: 'users'; value: number }; user?: ReturnType<typeof owner> },
) =>
  payload.create({
    collection: 'payload-locked-documents',
    overrideAccess: false,
    user: by,
    data: { user: owner(by), ...data },
  })
const lockCount = async () =>
  (await payload.count({ collection: 'payload-locked-documents', overrideAccess: true })).totalDocs

describe('document locks', () => {
  it('are refused on what the user may not edit: an admin-only global, a page for support staff, another account', async () => {
    const before = await lockCount()
    await expect(lock(editor, { globalSlug: 'site-settings' })).rejects.toMatchObject(FORBIDDEN)
    await expect(lock(support, { globalSlug: 'about-page' })).rejects.toMatchObject(FORBIDDEN)
    await expect(lock(editor, { document: { relationTo: 'users', value: admin.id } })).rejects.toMatchObject(FORBIDDEN)
    await expect(lock(support, { globalSlug: 'no-such-global' })).rejects.toMatchObject(FORBIDDEN)
    expect(await lockCount()).toBe(before)
  })

  it("are refused in another user's name", async () => {
    const before = await lockCount()
    await expect(lock(editor, { globalSlug: 'about-page', user: owner(admin) })).rejects.toMatchObject(FORBIDDEN)
    expect(await lockCount()).toBe(before)
  })

  it('are written in their own name on what they may edit; only the owner deletes or hands one on', async () => {
    const page = await lock(editor, { globalSlug: 'about-page' })
    const account = await lock(support, { document: { relationTo: 'users', value: support.id } })
    const settings = await lock(admin, { globalSlug: 'site-settings' })

    // Another user deletes none of them.
    await expect(
      payload.delete({ collection: 'payload-locked-documents', id: settings.id, overrideAccess: false, user: editor }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'payload-locked-documents', id: page.id, overrideAccess: false, user: support }),
    ).rejects.toThrow()
    const bulk = await payload.delete({
      collection: 'payload-locked-documents',
      where: { id: { exists: true } },
      overrideAccess: false,
      user: support,
    })
    expect(bulk.docs.map((doc) => doc.id)).toEqual([account.id])
    expect(
      (
        await payload.find({
          collection: 'payload-locked-documents',
          overrideAccess: true,
          where: { id: { in: [page.id, settings.id] } },
        })
      ).totalDocs,
    ).toBe(2)

    // Nor is one handed to someone else, or taken over where the taker may not edit.
    await expect(
      payload.update({
        collection: 'payload-locked-documents',
        id: page.id,
        overrideAccess: false,
        user: editor,
        data: { user: owner(admin) },
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    await expect(
      payload.update({
        collection: 'payload-locked-documents',
        id: settings.id,
        overrideAccess: false,
        user: editor,
        data: { user: owner(editor) },
      }),
    ).rejects.toMatchObject(FORBIDDEN)
    // Taking over where one may edit is what /cms does when an editor takes a page over.
    const taken = await payload.update({
      collection: 'payload-locked-documents',
      id: page.id,
      overrideAccess: false,
      user: admin,
      data: { user: owner(admin) },
    })
    expect((taken.user.value as User).id ?? taken.user.value).toBe(admin.id)

    await payload.delete({
      collection: 'payload-locked-documents',
      id: settings.id,
      overrideAccess: false,
      user: admin,
    })
    await payload.delete({ collection: 'payload-locked-documents', id: page.id, overrideAccess: false, user: admin })
  })
})
