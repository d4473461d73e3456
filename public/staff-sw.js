/*
 * The chat console's service worker (registered by /admin/chat only, scope /admin/): shows the
 * staff alerts the site pushes (src/lib/alerts/push.ts) and opens the conversation when one is
 * clicked. A push carries the visitor's first name, the page and the wait, never what they wrote.
 */
const FALLBACK = {
  title: 'A visitor is waiting',
  body: 'Open the live chat console.',
  url: '/admin/chat',
  tag: 'staff-chat',
}

/** Only a path of the console is ever opened, whatever a push says. */
function consolePath(url) {
  return typeof url === 'string' && /^\/admin\/chat(\?conversation=\d{1,10})?$/.test(url) ? url : '/admin/chat'
}

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('push', (event) => {
  let alert = FALLBACK
  try {
    const data = event.data ? event.data.json() : null
    if (data && typeof data.title === 'string') alert = { ...FALLBACK, ...data }
  } catch {
    // Not JSON: the fallback text.
  }
  event.waitUntil(
    self.registration.showNotification(String(alert.title).slice(0, 120), {
      body: String(alert.body).slice(0, 200),
      tag: String(alert.tag).slice(0, 64),
      renotify: true,
      requireInteraction: alert.kind === 'visitor-waiting',
      icon: '/apple-icon.png',
      data: { url: consolePath(alert.url) },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = consolePath(event.notification.data && event.notification.data.url)
  const target = new URL(path, self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const console = windows.find((client) => new URL(client.url).pathname === '/admin/chat')
      if (console) {
        // The open console selects the conversation itself, keeping its connection and state.
        console.postMessage({ type: 'staff-alert:open', url: path })
        return console.focus()
      }
      return self.clients.openWindow(target)
    })(),
  )
})
