import https from 'node:https'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { alertConversationStarted, sweepWaitingVisitors, waitKey } from '../../src/lib/alerts/triggers'
import type { ChatMessageView, VisitorConversationView } from '../../src/lib/chat/types'
import { databasePool } from '../../src/lib/db/pool'
import { applySettings, currentSettings } from '../../src/lib/settings/current'
import { loadSiteSettings } from '../../src/lib/settings/load'
import { assertProductionBuild } from '../support/build'
import { ask, clientId, socketPool, staffCookie, visitorCookie } from '../support/chat-clients'
import { bootPayload, type TestPayload } from '../support/payload'
import {
  decryptPush,
  type PushService,
  type ReceivedPush,
  startPushService,
  type TestSubscription,
  verifyVapid,
} from '../support/push-service'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'

/**
 * Staff push alerts end to end: devices subscribe through the production server, which pushes a new
 * chat to a push service of the test's own; the wait sweep runs here (on the same database) with a
 * fixed clock. Every push is decrypted and its VAPID signature checked as a real push service would.
 */
const ADMIN_PASSWORD = 'push-admin-password'
const SUPPORT = {
  a: { username: 'push-support-a', password: 'amber heron lantern 41' },
  b: { username: 'push-support-b', password: 'violet kestrel harbour 73' },
}
const EDITOR = { username: 'push-editor', password: 'copper marsh lighthouse 29' }
const SECRET_TEXT = 'my account number is 12345678'
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
/** The test push service's host: listed as the operator would list a self-hosted push service. */
const PUSH_HOST = '127.0.0.1'
/** Far above any test's own duration, so the server's own sweep (real clock) never finds a wait due. */
const WAIT_MINUTES = 120

let ctx: TestPayload
let payload: Payload
let server: ServerProcess
let push: PushService
const cookies: Record<'a' | 'b' | 'editor', string> = { a: '', b: '', editor: '' }
const devices: { a?: TestSubscription; b?: TestSubscription } = {}
const ids: { a?: number; b?: number } = {}
let publicKey = ''
const sockets = socketPool()
const waitedLongEnough = () => new Date(Date.now() + (WAIT_MINUTES + 1) * 60_000)

beforeAll(async () => {
  assertProductionBuild()
  push = await startPushService()
  // This process sends too (the sweep): it trusts the test push service's certificate, and takes its host as a push
  // service as the server does (set before the settings are first read).
  https.globalAgent.options.ca = [push.cert]
  process.env.PUSH_SERVICE_HOSTS = PUSH_HOST
  ctx = await bootPayload('push_alerts')
  payload = ctx.payload
  for (const { username, password } of Object.values(SUPPORT)) {
    await payload.create({ collection: 'users', overrideAccess: true, data: { username, password, role: 'support' } })
  }
  await payload.create({ collection: 'users', overrideAccess: true, data: { ...EDITOR, role: 'editor' } })
  await payload.updateGlobal({ slug: 'site-settings', data: { alertWaitMinutes: WAIT_MINUTES }, overrideAccess: true })
  await loadSiteSettings(payload)
  server = await spawnServer(
    productionEnv(ctx.database.uri, {
      ADMIN_PASSWORD,
      NODE_EXTRA_CA_CERTS: push.certFile,
      PUSH_SERVICE_HOSTS: PUSH_HOST,
      CHAT_CONVERSATIONS_PER_IP: '100',
    }),
  )
  cookies.a = await staffCookie(server.url, SUPPORT.a.username, SUPPORT.a.password)
  cookies.b = await staffCookie(server.url, SUPPORT.b.username, SUPPORT.b.password)
  cookies.editor = await staffCookie(server.url, EDITOR.username, EDITOR.password)
})

afterAll(async () => {
  sockets.closeAll()
  await server?.stop('SIGKILL')
  await ctx?.close()
  await push?.close()
})

const api = (path: string, cookie: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { origin: server.url, cookie, 'user-agent': CHROME_LINUX, ...init.headers },
  })
const subscribe = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  api('/api/alerts/devices', cookie, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const subscriptionBody = (device: TestSubscription) => ({
  endpoint: device.endpoint,
  expirationTime: null,
  keys: device.keys,
})

/** The pushes a device has received (decrypted), optionally of one kind. */
function pushesTo(
  device: TestSubscription,
  kind?: string,
): { push: ReceivedPush; json: { title: string; body: string; url: string; kind: string } }[] {
  const path = new URL(device.endpoint).pathname
  return push.received
    .filter((received) => received.path === path)
    .map((received) => ({
      push: received,
      json: JSON.parse(decryptPush(device, received.body)) as {
        title: string
        body: string
        url: string
        kind: string
      },
    }))
    .filter(({ json }) => !kind || json.kind === kind)
}

async function until<T>(read: () => T | undefined | false, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = read()
    if (value) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A visitor starts a chat on the server, on `page`; the conversation id. */
async function startChat(
  name: string,
  page = '/pricing',
): Promise<{ conversationId: number; widget: Awaited<ReturnType<typeof sockets.open>> }> {
  const widget = await sockets.open(server.url, 'visitor', await visitorCookie(server.url))
  const sent = await ask<{ message: ChatMessageView; conversation: VisitorConversationView }>(widget, 'chat:send', {
    clientId: clientId(),
    message: SECRET_TEXT,
    identity: { name, email: 'visitor@example.com' },
  })
  if (!sent.ok) throw new Error(sent.error)
  expect(await ask(widget, 'chat:context', { page })).toMatchObject({ ok: true })
  return { conversationId: sent.data.conversation.id, widget }
}

const alertRows = async (where: string, values: unknown[]) =>
  (
    await databasePool(payload).query<{
      kind: string
      status: string
      recipients: string
      dedupe_key: string
      error: string | null
      summary: string
    }>(`SELECT * FROM staff_alerts WHERE ${where} ORDER BY id`, values)
  ).rows

describe('devices', () => {
  it('gives chat staff the public VAPID key only, and nobody else', async () => {
    const answer = await api('/api/alerts/vapid-key', cookies.a)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as Record<string, unknown>
    expect(Object.keys(body)).toEqual(['publicKey'])
    publicKey = String(body.publicKey)
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
    const { rows } = await databasePool(payload).query<{ public_key: string; private_key: string }>(
      'SELECT * FROM web_push_keys',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.public_key).toBe(publicKey)
    expect(JSON.stringify(body)).not.toContain(rows[0]!.private_key)
    expect((await fetch(`${server.url}/api/alerts/vapid-key`)).status).toBe(401)
    expect((await api('/api/alerts/vapid-key', cookies.editor)).status).toBe(403)
  })

  it('subscribes a device for the signed-in staff member, once per browser, with a short device label', async () => {
    devices.a = push.subscribe()
    devices.b = push.subscribe()
    const first = await subscribe(cookies.a, subscriptionBody(devices.a))
    expect(first.status).toBe(201)
    const created = ((await first.json()) as { device: { id: number; device: string } }).device
    expect(created.device).toBe('Chrome on Linux')
    ids.a = created.id
    const again = await subscribe(cookies.a, subscriptionBody(devices.a))
    expect(again.status).toBe(200)
    expect(((await again.json()) as { device: { id: number } }).device.id).toBe(ids.a)
    const other = await subscribe(cookies.b, subscriptionBody(devices.b))
    expect(other.status).toBe(201)
    ids.b = ((await other.json()) as { device: { id: number } }).device.id

    const listed = (await (await api('/api/alerts/devices', cookies.a)).json()) as {
      devices: Record<string, unknown>[]
    }
    expect(listed.devices).toEqual([
      expect.objectContaining({ id: ids.a, device: 'Chrome on Linux', endpointHost: new URL(push.origin).host }),
    ])
    expect(JSON.stringify(listed)).not.toContain(devices.a.keys.auth)
  })

  it('refuses hostile subscriptions with 400 and a reason, a foreign Origin with 403, and an editor; nothing is stored', async () => {
    const count = async () =>
      Number(
        (await databasePool(payload).query<{ n: string }>('SELECT count(*) AS n FROM push_subscriptions')).rows[0]!.n,
      )
    const before = await count()
    const good = subscriptionBody(push.subscribe())
    const hostile: unknown[] = [
      null,
      [],
      'endpoint',
      {},
      { ...good, endpoint: 'http://127.0.0.1/push' },
      { ...good, endpoint: 'file:///etc/passwd' },
      { ...good, endpoint: `${push.origin}/${'x'.repeat(1000)}` },
      { ...good, endpoint: `${push.origin}/\ud800` },
      { ...good, keys: { p256dh: 'short', auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: `${good.keys.auth}<script>` } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, user: 1 },
      { ...good, endpoint: { $ne: null } },
    ]
    for (const body of hostile) {
      const answer = await subscribe(cookies.a, body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(((await answer.json()) as { message: string }).message).toBeTruthy()
    }
    const broken = await api('/api/alerts/devices', cookies.a, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"endpoint":',
    })
    expect(broken.status).toBe(400)
    expect((await subscribe(cookies.a, good, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await subscribe(cookies.a, good, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await subscribe(cookies.editor, good)).status).toBe(403)
    expect(
      (
        await fetch(`${server.url}/api/alerts/devices`, {
          method: 'POST',
          headers: { origin: server.url, 'content-type': 'application/json' },
          body: JSON.stringify(good),
        })
      ).status,
    ).toBe(401)
    expect(await count()).toBe(before)
  })

  it('takes endpoints at push services only: an internal address, a look-alike or an unlisted host is a 400', async () => {
    const good = subscriptionBody(push.subscribe())
    // As found: a support account registered https://127.0.0.1:9443/x, and every chat made the server connect there.
    for (const endpoint of [
      'https://127.0.0.2:9443/x',
      'https://[::1]:9443/x',
      'https://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com.evil.example/x',
      'https://localhost:9443/x',
    ]) {
      const answer = await subscribe(cookies.a, { ...good, endpoint })
      expect(answer.status, endpoint).toBe(400)
      expect(((await answer.json()) as { message: string }).message).toMatch(/browser’s push service/)
    }
    // The control: a browser's push service is taken (it is never sent to here: removed at once).
    const chrome = await subscribe(cookies.a, { ...good, endpoint: 'https://fcm.googleapis.com/fcm/send/test-device' })
    expect(chrome.status).toBe(201)
    const { device } = (await chrome.json()) as { device: { id: number } }
    expect((await api(`/api/alerts/devices/${device.id}`, cookies.a, { method: 'DELETE' })).status).toBe(200)
  })

  it('takes at most 10 devices per person; the same browser again is not a new one', async () => {
    const person = { username: 'push-support-many', password: 'saffron glacier ferry 58' }
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { ...person, role: 'support' },
    })
    const cookie = await staffCookie(server.url, person.username, person.password)
    try {
      const endpoints = Array.from({ length: 10 }, (_, i) => `${push.origin}/many-${i}`)
      for (const endpoint of endpoints)
        expect((await subscribe(cookie, { ...subscriptionBody(push.subscribe()), endpoint })).status).toBe(201)
      const eleventh = await subscribe(cookie, {
        ...subscriptionBody(push.subscribe()),
        endpoint: `${push.origin}/many-10`,
      })
      expect(eleventh.status).toBe(409)
      expect(((await eleventh.json()) as { message: string }).message).toMatch(/10 of your devices already/)
      const again = await subscribe(cookie, { ...subscriptionBody(push.subscribe()), endpoint: endpoints[0] })
      expect(again.status).toBe(200)
    } finally {
      await databasePool(payload).query('DELETE FROM push_subscriptions WHERE user_id = $1', [user.id])
      await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    }
  })

  it('never shows or removes another staff member’s device', async () => {
    const listedB = (await (await api('/api/alerts/devices', cookies.b)).json()) as { devices: { id: number }[] }
    expect(listedB.devices.map((d) => d.id)).toEqual([ids.b])
    const removed = await api(`/api/alerts/devices/${ids.a}`, cookies.b, { method: 'DELETE' })
    expect(removed.status).toBe(404)
    // Payload's REST API on the collection: read and delete are each person's own.
    expect([403, 404]).toContain((await api(`/api/push-subscriptions/${ids.a}`, cookies.b)).status)
    expect([403, 404]).toContain(
      (await api(`/api/push-subscriptions/${ids.a}`, cookies.b, { method: 'DELETE' })).status,
    )
    const restList = (await (await api('/api/push-subscriptions', cookies.b)).json()) as { docs: { id: number }[] }
    expect(restList.docs.map((d) => d.id)).toEqual([ids.b])
    expect((await api('/api/push-subscriptions', cookies.editor)).status).toBe(403)
    expect((await api('/api/alerts/devices/abc', cookies.b, { method: 'DELETE' })).status).toBe(400)
    const still = await databasePool(payload).query('SELECT 1 FROM push_subscriptions WHERE id = $1', [ids.a])
    expect(still.rowCount).toBe(1)
  })
})

describe('alerts', () => {
  let waitingId = 0

  it('pushes a new chat to every staff device: first name, page, wait and link, no message text, signed with the site’s VAPID key', async () => {
    const { conversationId } = await startChat('Wren Sparrow-Hawk')
    waitingId = conversationId
    for (const device of [devices.a!, devices.b!]) {
      const { push: received, json } = await until(() =>
        pushesTo(device, 'conversation-started').find(({ json }) => json.url.endsWith(`=${conversationId}`)),
      )
      expect(json).toEqual({
        title: 'Wren started a chat',
        body: expect.stringMatching(/^On \/pricing · waiting (under a minute|1 min)$/),
        url: `/admin/chat?conversation=${conversationId}`,
        tag: `chat-${conversationId}`,
        kind: 'conversation-started',
      })
      const plain = decryptPush(device, received.body)
      expect(plain).not.toContain('12345678')
      expect(plain).not.toContain('Sparrow')
      expect(plain).not.toContain('visitor@example.com')
      expect(received.headers['content-encoding']).toBe('aes128gcm')
      expect(received.headers.urgency).toBe('high')
      expect(Number(received.headers.ttl)).toBeLessThanOrEqual(600)
      const claims = verifyVapid(received.headers.authorization, publicKey)
      expect(claims.aud).toBe(push.origin)
      expect(claims.sub).toMatch(/^mailto:/)
      expect(claims.exp * 1000).toBeGreaterThan(Date.now())
    }
    // The row is written as the sends begin and marked sent once the push service has answered both, which can
    // come a moment after the devices have their pushes.
    await expect
      .poll(() => alertRows('conversation_id = $1', [conversationId]))
      .toEqual([expect.objectContaining({ kind: 'conversation-started', status: 'sent', recipients: '2' })])
    const rows = await alertRows('conversation_id = $1', [conversationId])
    expect(rows[0]!.summary).not.toContain('12345678')
  })

  it('alerts a wait once it has lasted the set minutes, once however often or concurrently the sweep runs', async () => {
    const { conversationId: second } = await startChat('Ivo')
    // Not yet: the clock at the real time.
    expect(await sweepWaitingVisitors(payload)).toBe(0)
    const later = waitedLongEnough()
    const swept = await Promise.all([
      sweepWaitingVisitors(payload, { now: () => later }),
      sweepWaitingVisitors(payload, { now: () => later }),
    ])
    expect(swept[0] + swept[1]).toBe(2)
    expect(await sweepWaitingVisitors(payload, { now: () => later })).toBe(0)
    expect(await sweepWaitingVisitors(payload, { now: () => new Date(later.getTime() + 60_000) })).toBe(0)
    for (const conversationId of [waitingId, second]) {
      const rows = await alertRows(`conversation_id = $1 AND kind = 'visitor-waiting'`, [conversationId])
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ status: 'sent', recipients: '2' })
      expect(rows[0]!.dedupe_key).toMatch(new RegExp(`^wait:push:${conversationId}:\\d+$`))
      for (const device of [devices.a!, devices.b!]) {
        const waits = pushesTo(device, 'visitor-waiting').filter(({ json }) => json.url.endsWith(`=${conversationId}`))
        expect(waits).toHaveLength(1)
        expect(waits[0]!.json.title).toMatch(/is waiting for a reply$/)
        expect(waits[0]!.json.body).toMatch(/waiting 2 h 1 min$/)
      }
    }
  })

  it('does not alert a wait a staff reply ended; a new message after the reply is a new wait', async () => {
    const { conversationId, widget } = await startChat('Noor')
    const console = await sockets.open(server.url, 'staff', cookies.a)
    expect(
      await ask(console, 'staff:reply', { conversationId, clientId: clientId(), message: 'Hi Noor, how can we help?' }),
    ).toMatchObject({ ok: true })
    expect(await sweepWaitingVisitors(payload, { now: waitedLongEnough })).toBe(0)
    expect(await alertRows(`conversation_id = $1 AND kind = 'visitor-waiting'`, [conversationId])).toEqual([])

    const again = await ask<{ message: ChatMessageView }>(widget, 'chat:send', {
      clientId: clientId(),
      message: 'Another question',
      conversationId,
    })
    if (!again.ok) throw new Error(again.error)
    expect(await sweepWaitingVisitors(payload, { now: waitedLongEnough })).toBe(1)
    const rows = await alertRows(`conversation_id = $1 AND kind = 'visitor-waiting'`, [conversationId])
    expect(rows.map((row) => row.dedupe_key)).toEqual([waitKey(conversationId, again.data.message.id)])
  })

  it('alerts nobody outside office hours when that is switched off', async () => {
    const { conversationId } = await startChat('Oona')
    const settings = currentSettings()!
    const now = waitedLongEnough()
    // Open only on a day that is not today (in UTC).
    const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
    const otherDay = days[(now.getUTCDay() + 3) % 7]!
    const officeHours = { timeZone: 'UTC', spans: [{ day: otherDay, opens: '09:00', closes: '17:00' }] }
    try {
      applySettings({ ...settings, officeHours, alertOutsideOfficeHours: false })
      expect(await sweepWaitingVisitors(payload, { now: () => now })).toBe(0)
      await alertConversationStarted(payload, conversationId, { now: () => now })
      expect(await alertRows('conversation_id = $1 AND kind = $2', [conversationId, 'visitor-waiting'])).toEqual([])
      applySettings({ ...settings, officeHours, alertOutsideOfficeHours: true })
      expect(await sweepWaitingVisitors(payload, { now: () => now })).toBe(1)
    } finally {
      applySettings(settings)
    }
  })

  it('alerts nobody of a new chat outside office hours when that is switched off', async () => {
    // Made here, not through the server: only the call below could alert its start.
    const conversation = await payload.create({
      collection: 'chat-conversations',
      overrideAccess: true,
      data: { visitorId: `office-hours-${Date.now()}`, visitorName: 'Sol Marsh', status: 'open' },
    })
    const settings = currentSettings()!
    const now = new Date()
    const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
    const officeHours = {
      timeZone: 'UTC',
      spans: [{ day: days[(now.getUTCDay() + 3) % 7]!, opens: '09:00', closes: '17:00' }],
    }
    const started = () => alertRows('conversation_id = $1 AND kind = $2', [conversation.id, 'conversation-started'])
    try {
      applySettings({ ...settings, officeHours, alertOutsideOfficeHours: false })
      await alertConversationStarted(payload, conversation.id, { now: () => now })
      expect(await started()).toEqual([])
      applySettings({ ...settings, officeHours, alertOutsideOfficeHours: true })
      await alertConversationStarted(payload, conversation.id, { now: () => now })
      expect(await started()).toMatchObject([{ summary: expect.stringMatching(/^Sol started a chat/) }])
    } finally {
      applySettings(settings)
    }
  })

  it('also e-mails a wait when nobody has the console open: one alert per wait, no message text', async () => {
    const { conversationId: online } = await startChat('Quinn')
    expect(
      await sweepWaitingVisitors(payload, { now: waitedLongEnough, staffOnline: () => Promise.resolve(true) }),
    ).toBe(1)
    expect(await alertRows(`conversation_id = $1 AND channel = 'email'`, [online])).toEqual([])

    const { conversationId: offline } = await startChat('Rosa Lind')
    const nobody = { now: waitedLongEnough, staffOnline: () => Promise.resolve(false) }
    const swept = await Promise.all([sweepWaitingVisitors(payload, nobody), sweepWaitingVisitors(payload, nobody)])
    expect(swept[0] + swept[1]).toBe(1)
    expect(await sweepWaitingVisitors(payload, nobody)).toBe(0)
    const emails = await alertRows(`conversation_id = $1 AND channel = 'email'`, [offline])
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({ kind: 'visitor-waiting', status: 'queued' })
    expect(emails[0]!.dedupe_key).toMatch(new RegExp(`^wait:email:${offline}:\\d+$`))
    expect(emails[0]!.summary).toMatch(/^Rosa is waiting for a reply: On \/pricing · waiting 2 h 1 min$/)
    expect(emails[0]!.summary).not.toContain(SECRET_TEXT)
  })

  it('deletes a subscription the push service answers 410, and still alerts the others', async () => {
    // Earlier chats' start alerts (sent 2 s after each start) have all gone out: the one to this device is Pia's.
    const deadline0 = Date.now() + 15_000
    const pending = async () =>
      Number(
        (
          await databasePool(payload).query<{ n: string }>(
            `SELECT count(*) AS n FROM chat_conversations c WHERE NOT EXISTS (SELECT 1 FROM staff_alerts a WHERE a.dedupe_key = 'started:push:' || c.id AND NOT (a.status = 'skipped' AND a.error IS NULL))`,
          )
        ).rows[0]!.n,
      )
    while ((await pending()) > 0 && Date.now() < deadline0) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await pending()).toBe(0)
    const gone = push.subscribe(410)
    const answer = await subscribe(cookies.b, subscriptionBody(gone))
    expect(answer.status).toBe(201)
    const goneId = ((await answer.json()) as { device: { id: number } }).device.id
    const { conversationId } = await startChat('Pia')
    await until(() => pushesTo(gone).some(({ json }) => json.url.endsWith(`=${conversationId}`)))
    // The sender finishes (the subscription deleted, the log row updated) just after the answers.
    const deadline = Date.now() + 10_000
    while (
      (
        await alertRows(`conversation_id = $1 AND kind = 'conversation-started' AND status <> 'skipped'`, [
          conversationId,
        ])
      ).length === 0 &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(
      (await databasePool(payload).query('SELECT 1 FROM push_subscriptions WHERE id = $1', [goneId])).rowCount,
    ).toBe(0)
    const alert = (await alertRows(`conversation_id = $1 AND kind = 'conversation-started'`, [conversationId]))[0]!
    expect(alert).toMatchObject({ kind: 'conversation-started', status: 'sent', recipients: '2' })
    expect(alert.error).toContain('removed')
  })

  it('deletes a subscription the push service answers 404, as for 410', async () => {
    // Waits left by earlier tests are alerted first, so the sweep below has this test's wait only.
    await sweepWaitingVisitors(payload, { now: waitedLongEnough })
    const unknown = push.subscribe(404)
    const answer = await subscribe(cookies.b, subscriptionBody(unknown))
    expect(answer.status).toBe(201)
    const unknownId = ((await answer.json()) as { device: { id: number } }).device.id
    // Made here, not through the server: only this process's sweep pushes about it.
    const conversation = await payload.create({
      collection: 'chat-conversations',
      overrideAccess: true,
      data: { visitorId: `push-404-${Date.now()}`, visitorName: 'Nell', status: 'open' },
    })
    await payload.create({
      collection: 'chat-messages',
      overrideAccess: true,
      data: { conversation: conversation.id, senderType: 'visitor', senderName: 'Nell', message: SECRET_TEXT },
    })
    expect(await sweepWaitingVisitors(payload, { now: waitedLongEnough })).toBe(1)
    expect(pushesTo(unknown).map(({ push: got, json }) => [got.answered, json.kind])).toEqual([
      [404, 'visitor-waiting'],
    ])
    expect(
      (await databasePool(payload).query('SELECT 1 FROM push_subscriptions WHERE id = $1', [unknownId])).rowCount,
    ).toBe(0)
    const [alert] = await alertRows(`conversation_id = $1 AND kind = 'visitor-waiting'`, [conversation.id])
    expect(alert!.error).toContain('1 device(s) no longer subscribed, removed')
  })

  it('stores a neutral reason for a device it could not push to, never the socket’s error', async () => {
    await sweepWaitingVisitors(payload, { now: waitedLongEnough })
    const pool = databasePool(payload)
    const { port: closedPort } = new URL(push.origin)
    // Devices stored as they could be before endpoints were checked: a closed port on a listed host (the socket
    // says ECONNREFUSED) and an unlisted internal host (never connected to).
    const stored = await pool.query<{ id: number }>(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, device)
       SELECT u.id, e.endpoint, $2, $3, 'Old device' FROM users u, unnest($4::text[]) AS e(endpoint)
        WHERE u.username = $1 RETURNING id`,
      [
        SUPPORT.a.username,
        devices.a!.keys.p256dh,
        devices.a!.keys.auth,
        [`https://127.0.0.1:${Number(closedPort) + 1}/closed`, `https://127.0.0.2:${closedPort}/unlisted`],
      ],
    )
    try {
      const conversation = await payload.create({
        collection: 'chat-conversations',
        overrideAccess: true,
        data: { visitorId: `push-neutral-${Date.now()}`, visitorName: 'Orla', status: 'open' },
      })
      await payload.create({
        collection: 'chat-messages',
        overrideAccess: true,
        data: { conversation: conversation.id, senderType: 'visitor', senderName: 'Orla', message: SECRET_TEXT },
      })
      expect(await sweepWaitingVisitors(payload, { now: waitedLongEnough })).toBe(1)
      const [alert] = await alertRows(`conversation_id = $1 AND kind = 'visitor-waiting'`, [conversation.id])
      // The working devices still got it; the two others are named by the same neutral phrase.
      expect(alert!.status).toBe('sent')
      expect(alert!.error).toBe('push service unreachable; push service unreachable')
      expect(alert!.error).not.toMatch(/ECONN|EPROTO|socket|TLS|127\.0\.0/)
      const listed = await (await api('/api/staff-alerts', cookies.a)).text()
      expect(listed).not.toMatch(/ECONN|EPROTO|socket disconnected/)
    } finally {
      await pool.query('DELETE FROM push_subscriptions WHERE id = ANY($1::int[])', [stored.rows.map((row) => row.id)])
    }
  })
})
