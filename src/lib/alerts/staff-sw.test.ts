import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { consoleLink, pushPayload } from './notification'

/**
 * The staff service worker (public/staff-sw.js) run as a browser would: the file is evaluated in a
 * context whose `self` is a fake worker global (clients, registration, location) and its `push` and
 * `notificationclick` handlers are given events built here.
 */
const SOURCE = readFileSync(path.resolve(import.meta.dirname, '../../../public/staff-sw.js'), 'utf8')
const ORIGIN = 'https://agency.example'

type Shown = { title: string; options: { body: string; tag: string; data: { url: string } } & Record<string, unknown> }
type FakeWindow = { url: string; messages: unknown[]; focused: boolean; postMessage: (m: unknown) => unknown }

function loadWorker(windows: string[] = []) {
  const listeners = new Map<string, (event: unknown) => void>()
  const shown: Shown[] = []
  const opened: string[] = []
  const clients: FakeWindow[] = windows.map((url) => {
    const messages: unknown[] = []
    return { url, messages, focused: false, postMessage: (message: unknown) => messages.push(message) }
  })
  const self = {
    location: new URL(`${ORIGIN}/staff-sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: (title: string, options: Shown['options']) => {
        shown.push({ title, options })
        return Promise.resolve()
      },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: () =>
        Promise.resolve(
          clients.map((client) => ({
            url: client.url,
            postMessage: (message: unknown) => client.postMessage(message),
            focus: () => Promise.resolve((client.focused = true)),
          })),
        ),
      openWindow: (url: string) => Promise.resolve(opened.push(url)),
    },
  }
  vm.runInNewContext(SOURCE, { self, URL })

  /** Dispatches an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const listener = listeners.get(type)
    if (!listener) throw new Error(`no ${type} listener`)
    let pending: Promise<unknown> = Promise.resolve()
    listener({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) })
    await pending
  }
  const push = (body: string | null) =>
    dispatch('push', {
      data: body === null ? null : { json: () => JSON.parse(body) as unknown, text: () => body },
    })
  let closed = 0
  const click = (url: unknown) =>
    dispatch('notificationclick', { notification: { data: { url }, close: () => closed++ } })
  return { push, click, shown, opened, clients, closedCount: () => closed }
}

const waiting = pushPayload({
  kind: 'visitor-waiting',
  conversationId: 42,
  visitorName: 'Juno Rivera',
  page: '/pricing',
  waitedSeconds: 150,
})

describe('staff service worker', () => {
  it('shows the pushed alert: its title, body and tag, the console link as data, and a wait stays until seen', async () => {
    const worker = loadWorker()
    await worker.push(JSON.stringify(waiting))
    expect(worker.shown).toHaveLength(1)
    const [{ title, options }] = worker.shown as [Shown]
    expect(title).toBe('Juno is waiting for a reply')
    expect(options.body).toBe(waiting.body)
    expect(options.tag).toBe(waiting.tag)
    expect(options.data).toEqual({ url: consoleLink(42) })
    expect(options.requireInteraction).toBe(true)

    await worker.push(JSON.stringify({ ...waiting, kind: 'conversation-started' }))
    expect(worker.shown[1]!.options.requireInteraction).toBe(false)
  })

  it('shows the fallback for a push without a body or that is not JSON, and never a foreign link', async () => {
    const worker = loadWorker()
    await worker.push(null)
    await worker.push('not json')
    await worker.push(JSON.stringify({ title: 'Hi', body: 'there', url: 'https://evil.example/admin/chat' }))
    expect(worker.shown.map((n) => n.title)).toEqual(['A visitor is waiting', 'A visitor is waiting', 'Hi'])
    expect(worker.shown.map((n) => n.options.data.url)).toEqual(['/admin/chat', '/admin/chat', '/admin/chat'])
  })

  it('a click with no console open opens the conversation in the console', async () => {
    const worker = loadWorker([`${ORIGIN}/pricing`])
    await worker.click('/admin/chat?conversation=42')
    expect(worker.closedCount()).toBe(1)
    expect(worker.opened).toEqual([`${ORIGIN}/admin/chat?conversation=42`])
  })

  it('a click with the console open focuses it and tells it which conversation to open', async () => {
    const worker = loadWorker([`${ORIGIN}/cms`, `${ORIGIN}/admin/chat`])
    await worker.click('/admin/chat?conversation=7')
    expect(worker.opened).toEqual([])
    const [cms, console] = worker.clients as [FakeWindow, FakeWindow]
    expect(console.focused).toBe(true)
    expect(console.messages).toEqual([{ type: 'staff-alert:open', url: '/admin/chat?conversation=7' }])
    expect(cms.messages).toEqual([])
  })

  it.each([
    'https://evil.example/admin/chat?conversation=1',
    '//evil.example/admin/chat',
    '/admin/chat?conversation=1&next=https://evil.example',
    '/admin/chat?conversation=abc',
    '/admin/chat?conversation=12345678901',
    '/cms/collections/users',
    '/admin/chat/../../logout',
    42,
    undefined,
  ])('a click on an alert whose link is %s opens only the console', async (url) => {
    const worker = loadWorker()
    await worker.click(url)
    expect(worker.opened).toEqual([`${ORIGIN}/admin/chat`])
  })
})
