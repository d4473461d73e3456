/**
 * Site settings (a Payload global): seeded once from the environment, edited by admins alone,
 * validated like the environment, and what every page renders with once saved.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '../../src/config/env'
import { siteConfig } from '../../src/config/site'
import { content } from '../../src/lib/pages/content'
import { organizationLd } from '../../src/lib/seo/structured-data'
import { settingsFromEnv } from '../../src/lib/settings/current'
import { seedSiteSettings, SITE_SETTINGS_SLUG } from '../../src/lib/settings/load'
import { bootPayload, FORBIDDEN, invalidField, type TestPayload } from '../support/payload'

let ctx: TestPayload
let payload: Payload

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function user(role: 'admin' | 'editor' | 'support') {
  return payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { username: `settings-${role}`, role, password: `settings-${role} copper lantern` },
  })
}

/** The settings as the first start left them, read before any test changes them (tests run in any order). */
let fresh: { doc: Awaited<ReturnType<Payload['findGlobal']>>; agencyName: string }

beforeAll(async () => {
  ctx = await bootPayload('site_settings', {
    AGENCY_NAME: 'Seeded Agency Name',
    BOOKING_URL: 'https://cal.example.com/seeded',
  })
  payload = ctx.payload
  fresh = {
    doc: await payload.findGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: true }),
    agencyName: siteConfig().agencyName,
  }
})

afterAll(async () => {
  await ctx?.close()
})

describe('seeding', () => {
  it('a fresh database holds the environment’s values, saved once at the first start', () => {
    const { doc } = fresh
    expect(doc).toMatchObject({
      agencyName: 'Seeded Agency Name',
      bookingUrl: 'https://cal.example.com/seeded',
      contactEmail: env().CONTACT_EMAIL,
      platformName: env().PLATFORM_NAME,
    })
    expect(doc.updatedAt).toBeTruthy()
    expect(fresh.agencyName).toBe('Seeded Agency Name')
  })

  it('never overwrites what an admin saved, whatever the environment says', async () => {
    await payload.updateGlobal({
      slug: SITE_SETTINGS_SLUG,
      overrideAccess: true,
      data: { agencyName: 'Renamed In The CMS' },
    })
    expect(await seedSiteSettings(payload, { ...settingsFromEnv(env()), agencyName: 'From a later environment' })).toBe(
      false,
    )
    const doc = await payload.findGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: true })
    expect(doc.agencyName).toBe('Renamed In The CMS')
  })
})

describe('what the site renders with', () => {
  it('a saved change is what siteConfig() and the copy use, with no restart', async () => {
    await payload.updateGlobal({
      slug: SITE_SETTINGS_SLUG,
      overrideAccess: true,
      data: {
        agencyName: 'Northstar Talent',
        bookingUrl: 'https://cal.example.com/northstar',
        platformName: 'Patreon',
      },
    })
    // The save's hook reloads the settings once the write has committed.
    await expect.poll(() => siteConfig().bookingUrl).toBe('https://cal.example.com/northstar')
    expect(siteConfig()).toMatchObject({ agencyName: 'Northstar Talent', platform: 'Patreon', platformSlug: 'patreon' })
    expect(JSON.stringify(content())).toContain('Northstar Talent')
    expect(JSON.stringify(content())).not.toContain('Renamed In The CMS')
  })

  it('the agency’s profiles elsewhere become the Organization’s sameAs on every page; none, no sameAs', async () => {
    expect(organizationLd()).not.toHaveProperty('sameAs')
    const profiles = ['https://www.instagram.com/velora.creators', 'https://www.linkedin.com/company/velora']
    await payload.updateGlobal({
      slug: SITE_SETTINGS_SLUG,
      overrideAccess: true,
      data: { profiles: profiles.map((url) => ({ url })) },
    })
    await expect.poll(() => siteConfig().profiles).toEqual(profiles)
    expect(JSON.parse(JSON.stringify(organizationLd())).sameAs).toEqual(profiles)
    await payload.updateGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: true, data: { profiles: [] } })
    await expect.poll(() => siteConfig().profiles).toEqual([])
    expect(organizationLd()).not.toHaveProperty('sameAs')
  })

  it('a save that rolls back leaves the site’s settings as they were; one committed after it is seen', async () => {
    const before = siteConfig().bookingUrl
    const write = async (data: { bookingUrl?: string; contactEmail?: string }, outcome: 'commit' | 'rollback') => {
      const req = await createLocalReq({}, payload)
      await initTransaction(req)
      await payload.updateGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: true, data, req })
      await (outcome === 'commit' ? commitTransaction(req) : killTransaction(req))
    }
    await write({ bookingUrl: 'https://cal.example.com/rolled-back' }, 'rollback')
    // A committed write made after it is seen; by then the rolled-back one would have been too.
    await write({ contactEmail: 'after-rollback@northstar.example' }, 'commit')
    await expect.poll(() => siteConfig().contactEmail).toBe('after-rollback@northstar.example')
    expect(siteConfig().bookingUrl).toBe(before)
    await write({ bookingUrl: 'https://cal.example.com/committed' }, 'commit')
    await expect.poll(() => siteConfig().bookingUrl).toBe('https://cal.example.com/committed')
  })

  it('an uploaded default social image becomes the sharing image of pages without a generated one, and cannot be deleted while chosen', async () => {
    const image = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: 'The agency team' },
      file: { data: PNG_1X1, mimetype: 'image/png', name: 'team.png', size: PNG_1X1.length },
    })
    await payload.updateGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: true, data: { socialImage: image.id } })
    await expect.poll(() => siteConfig().socialImage?.url).toBe(image.url)
    expect(siteConfig().socialImage?.alt).toBe('The agency team')
    await expect(payload.delete({ collection: 'media', id: image.id, overrideAccess: true })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('Site settings'),
    })
    await payload.updateGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: true, data: { socialImage: null } })
    await expect.poll(() => siteConfig().socialImage).toBeUndefined()
    await expect(payload.delete({ collection: 'media', id: image.id, overrideAccess: true })).resolves.toMatchObject({
      id: image.id,
    })
  })
})

describe('access', () => {
  it('admins read and edit the settings; editors, support staff and visitors do neither', async () => {
    const admin = await user('admin')
    await expect(
      payload.findGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: false, user: admin }),
    ).resolves.toMatchObject({ agencyName: expect.any(String) })
    await expect(
      payload.updateGlobal({
        slug: SITE_SETTINGS_SLUG,
        overrideAccess: false,
        user: admin,
        data: { contactEmail: 'team@northstar.example' },
      }),
    ).resolves.toMatchObject({
      contactEmail: 'team@northstar.example',
    })
    for (const someone of [await user('editor'), await user('support'), undefined]) {
      await expect(
        payload.findGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: false, user: someone }),
      ).rejects.toMatchObject(FORBIDDEN)
      await expect(
        payload.updateGlobal({
          slug: SITE_SETTINGS_SLUG,
          overrideAccess: false,
          user: someone,
          data: { agencyName: 'Taken over' },
        }),
      ).rejects.toMatchObject(FORBIDDEN)
    }
    expect((await payload.findGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: true })).agencyName).not.toBe(
      'Taken over',
    )
  })

  it('refuses values the environment would refuse, naming the field, and keeps the saved ones', async () => {
    const before = await payload.findGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: true })
    const bad: [string, Record<string, unknown>][] = [
      ['bookingUrl', { bookingUrl: 'javascript:alert(1)' }],
      ['bookingUrl', { bookingUrl: 'not a url' }],
      ['contactEmail', { contactEmail: 'nobody' }],
      ['gaMeasurementId', { gaMeasurementId: 'UA-1234' }],
      ['agencyName', { agencyName: 'Null\u0000Byte' }],
      ['agencyName', { agencyName: 'x'.repeat(81) }],
      ['agencyName', { agencyName: '' }],
      ['platformName', { platformName: '   ' }],
      ['alertEmail', { alertEmail: 'oncall' }],
      ['alertEmail', { alertEmail: 'a@b.example\r\nBcc: x@y.example' }],
      ['alertWaitMinutes', { alertWaitMinutes: 0 }],
      ['alertWaitMinutes', { alertWaitMinutes: 1.5 }],
      ['alertWaitMinutes', { alertWaitMinutes: 121 }],
      ['uptimeProbeMinutes', { uptimeProbeMinutes: 0 }],
      ['uptimeProbeMinutes', { uptimeProbeMinutes: 61 }],
      ['profiles.0.url', { profiles: [{ url: 'http://www.instagram.com/plain-http' }] }],
      ['profiles.0.url', { profiles: [{ url: 'javascript:alert(1)' }] }],
      ['profiles.0.url', { profiles: [{ url: `https://example.com/${'x'.repeat(500)}` }] }],
      ['profiles', { profiles: Array.from({ length: 11 }, (_, n) => ({ url: `https://example.com/p${n}` })) }],
    ]
    for (const [field, data] of bad) {
      await expect(
        payload.updateGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: true, data }),
        JSON.stringify(data),
      ).rejects.toMatchObject(invalidField(field))
    }
    const after = await payload.findGlobal({ slug: SITE_SETTINGS_SLUG, overrideAccess: true })
    expect(after.updatedAt).toBe(before.updatedAt)
  })
})
