'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { AlertRow } from '@/lib/alerts/alert-lines'
import type { AlertDeviceView } from '@/lib/alerts/endpoint'
import { type PushFailure, pushFailureOf } from '@/lib/alerts/push-failure'
import { pushSubscriptionSchema } from '@/lib/alerts/schema'

export const STAFF_WORKER_PATH = '/staff-sw.js'
export const STAFF_WORKER_SCOPE = '/admin/'

/** This browser's push alerts: unknown until checked, then one of these. */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'working' | 'on' | 'failed'

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T }

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', ...init })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/** Stores the browser's subscription for the signed-in staff member; the device's id. */
async function saveSubscription(subscription: PushSubscription): Promise<number> {
  const body = pushSubscriptionSchema.parse(subscription.toJSON())
  const answer = await getJson<{ device: AlertDeviceView }>('/api/alerts/devices', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return answer.device.id
}

/**
 * Web Push for the console: registers the staff service worker (console only: the public site never
 * loads it), turns alerts on in one click, and lists the person's devices and the latest alerts.
 */
export function usePushAlerts({ recentLimit = 10, pollMs = 15_000 } = {}) {
  const [state, setState] = useState<PushState>('checking')
  /** Why the last turn-on failed (while `state` is failed). */
  const [failure, setFailure] = useState<PushFailure>('unknown')
  const [thisDeviceId, setThisDeviceId] = useState<number | null>(null)
  const [devices, setDevices] = useState<Loaded<AlertDeviceView[]>>({ state: 'loading' })
  const [recent, setRecent] = useState<Loaded<AlertRow[]>>({ state: 'loading' })
  const registration = useRef<Promise<ServiceWorkerRegistration> | null>(null)

  const loadDevices = useCallback(async () => {
    try {
      const { devices: list } = await getJson<{ devices: AlertDeviceView[] }>('/api/alerts/devices')
      setDevices({ state: 'ready', value: list })
    } catch {
      setDevices({ state: 'failed' })
    }
  }, [])

  const loadRecent = useCallback(async () => {
    try {
      const { docs } = await getJson<{ docs: AlertRow[] }>(
        `/api/staff-alerts?limit=${recentLimit}&sort=-createdAt&depth=0`,
      )
      setRecent({ state: 'ready', value: docs })
    } catch {
      setRecent({ state: 'failed' })
    }
  }, [recentLimit])

  useEffect(() => {
    void loadDevices()
    void loadRecent()
    const timer = setInterval(() => void loadRecent(), pollMs)
    return () => clearInterval(timer)
  }, [loadDevices, loadRecent, pollMs])

  // Whether this browser already has alerts on; a subscription found is stored again (it may have been
  // removed from another device's list, or belong to whoever signed in here before).
  useEffect(() => {
    if (!supported()) return setState('unsupported')
    let cancelled = false
    registration.current = navigator.serviceWorker.register(STAFF_WORKER_PATH, { scope: STAFF_WORKER_SCOPE })
    void (async () => {
      try {
        const reg = await registration.current!
        const existing = await reg.pushManager.getSubscription()
        if (cancelled) return
        if (Notification.permission === 'denied') return setState('denied')
        if (!existing || Notification.permission !== 'granted') return setState('off')
        const id = await saveSubscription(existing)
        if (cancelled) return
        setThisDeviceId(id)
        setState('on')
        void loadDevices()
      } catch {
        if (!cancelled) setState('off')
      }
    })()
    return () => {
      cancelled = true
    }
  }, [loadDevices])

  const turnOn = useCallback(async () => {
    if (!supported()) return setState('unsupported')
    setState('working')
    let step: 'subscribe' | 'save' = 'subscribe'
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off')
      const { publicKey } = await getJson<{ publicKey: string }>('/api/alerts/vapid-key')
      registration.current ??= navigator.serviceWorker.register(STAFF_WORKER_PATH, { scope: STAFF_WORKER_SCOPE })
      const reg = await registration.current
      const subscription =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
      step = 'save'
      setThisDeviceId(await saveSubscription(subscription))
      setState('on')
    } catch (error) {
      console.error('Could not turn on push alerts', error)
      setFailure(pushFailureOf(error, step))
      setState('failed')
    }
    await loadDevices()
  }, [loadDevices])

  /** Removes one of the person's devices; this browser's own also stops its subscription. */
  const remove = useCallback(
    async (id: number): Promise<boolean> => {
      try {
        const response = await fetch(`/api/alerts/devices/${id}`, { method: 'DELETE', credentials: 'same-origin' })
        if (!response.ok && response.status !== 404) throw new Error(`answered ${response.status}`)
        if (id === thisDeviceId) {
          const reg = await registration.current
          await (await reg?.pushManager.getSubscription())?.unsubscribe()
          setThisDeviceId(null)
          setState('off')
        }
        await loadDevices()
        return true
      } catch {
        return false
      }
    },
    [loadDevices, thisDeviceId],
  )

  return { state, failure, turnOn, devices, thisDeviceId, remove, recent, refreshRecent: loadRecent }
}
