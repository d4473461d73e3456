/**
 * Site settings edited in /cms reach every page of every app process within a few seconds, with no
 * build or restart; a process started later renders with the saved settings, not the build's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { assertProductionBuild } from '../support/build'
import { loginAs } from '../support/login'
import { cachedPage, getPage, type Page, pageWithin } from '../support/pages'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'

const PASSWORD = 'settings-processes-pw copper lantern'
const ENV_BOOKING = 'https://calendly.com/velora-creators/strategy-call'
const NEW_BOOKING = 'https://cal.example.com/northstar-call'
const WITHIN_MS = 5_000
const PAGES = ['/', '/about', '/services/marketing', '/faq', '/blog', '/contact']

let db: TestDatabase
let env: Record<string, string>
let a: ServerProcess
let b: ServerProcess
let token: string

const within = (server: ServerProcess, path: string, since: number, ok: (page: Page) => boolean) =>
  pageWithin(server, path, since, WITHIN_MS, ok)

async function saveSettings(server: ServerProcess, data: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${server.url}/api/globals/site-settings`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(data),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return Date.now()
}

beforeAll(async () => {
  assertProductionBuild()
  db = await createTestDatabase('site_settings_processes')
  env = productionEnv(db.uri, { SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD, BOOKING_URL: ENV_BOOKING })
  a = await spawnServer(env)
  b = await spawnServer(env)
  token = (await loginAs(a.url, 'admin', PASSWORD)).token
}, 180_000)

afterAll(async () => {
  await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')])
  await db?.drop()
})

describe('site settings across app processes', () => {
  it('visitors cannot read the settings over REST', async () => {
    expect((await fetch(`${a.url}/api/globals/site-settings`)).status).toBe(403)
  })

  it('a changed booking URL and agency name reach every page of the other process within a few seconds', async () => {
    for (const path of PAGES) expect((await cachedPage(b, path)).body, path).toContain(ENV_BOOKING)

    const saved = await saveSettings(a, { bookingUrl: NEW_BOOKING, agencyName: 'Northstar Talent' })
    for (const server of [b, a]) {
      for (const path of PAGES) {
        const page = await within(
          server,
          path,
          saved,
          (p) => p.body.includes(NEW_BOOKING) && !p.body.includes(ENV_BOOKING),
        )
        expect(page.status, `${server.url}${path}`).toBe(200)
        expect(page.body, `${server.url}${path}`).toContain(NEW_BOOKING)
        expect(page.body, `${server.url}${path}`).not.toContain(ENV_BOOKING)
        expect(page.body, `${server.url}${path}`).toContain('Northstar Talent')
      }
    }
    // Cached again after the change.
    expect((await cachedPage(b, '/')).body).toContain(NEW_BOOKING)
  })

  it('an analytics id set in the settings joins the policy of the other process’s pages', async () => {
    expect((await getPage(b, '/')).policy).not.toContain('googletagmanager')
    const saved = await saveSettings(a, { gaMeasurementId: 'G-SETTINGS01' })
    const page = await within(b, '/', saved, (p) => p.body.includes('G-SETTINGS01'))
    expect(page.body).toContain('G-SETTINGS01')
    expect(page.policy).toContain('googletagmanager')
    await saveSettings(a, { gaMeasurementId: '' })
    expect((await within(b, '/', Date.now(), (p) => !p.body.includes('G-SETTINGS01'))).policy).not.toContain(
      'googletagmanager',
    )
  })

  it('a process started later renders its prerendered pages with the saved settings, not the build’s', async () => {
    await b.stop('SIGTERM')
    b = await spawnServer(env)
    const page = await getPage(b, '/')
    expect(page.status).toBe(200)
    expect(page.body).toContain(NEW_BOOKING)
    expect(page.body).not.toContain(ENV_BOOKING)
  })
})
