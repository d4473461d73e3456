'use client'

import { useState } from 'react'

import { fill } from '@/content/fill'
import type { PushAlertsCopy } from '@/content/types'
import { alertLines } from '@/lib/alerts/alert-lines'

import { usePushAlerts } from './usePushAlerts'

const button =
  'inline-flex min-h-10 items-center whitespace-nowrap rounded-full border border-ink-900/20 bg-white px-4 text-sm font-semibold text-ink-900 hover:bg-cream-50 disabled:opacity-60'
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** The console's push alerts: turn them on here, this person's devices, and the latest alerts sent. */
export function PushAlertsPanel({ copy, summaryClassName }: { copy: PushAlertsCopy; summaryClassName: string }) {
  const push = usePushAlerts()
  const [removeError, setRemoveError] = useState(false)
  const notice =
    push.state === 'unsupported'
      ? copy.unsupported
      : push.state === 'denied'
        ? copy.denied
        : push.state === 'failed'
          ? copy.failures[push.failure]
          : push.state === 'on'
            ? copy.onHere
            : null

  return (
    // A button in the console's header that opens over the console, so the panel never takes the thread's height.
    <details className="sm:relative" data-testid="push-alerts">
      <summary className={`${summaryClassName} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        {copy.summary}
      </summary>
      <div className="absolute inset-x-4 z-30 mt-2 max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-card bg-white px-4 py-3 text-left shadow-lg ring-1 ring-ink-900/10 sm:inset-x-auto sm:right-0 sm:w-[40rem]">
        <h2 className="font-semibold text-ink-950">{copy.heading}</h2>
        <p className="mt-2 max-w-3xl text-sm text-ink-700">{copy.intro}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {push.state === 'on' || push.state === 'unsupported' ? null : (
            <button
              type="button"
              className={button}
              onClick={() => void push.turnOn()}
              disabled={push.state === 'working' || push.state === 'checking'}
            >
              {push.state === 'working' ? copy.turningOn : copy.turnOn}
            </button>
          )}
          <p role="status" className="text-sm text-ink-900">
            {notice}
          </p>
        </div>

        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <section aria-labelledby="push-devices-heading">
            <h3 id="push-devices-heading" className="text-sm font-semibold text-ink-950">
              {copy.devices}
            </h3>
            {push.devices.state === 'loading' ? (
              <p className="mt-1 text-sm text-ink-700">{copy.loading}</p>
            ) : push.devices.state === 'failed' ? (
              <p className="mt-1 text-sm text-rose-800">{copy.loadFailed}</p>
            ) : push.devices.value.length === 0 ? (
              <p className="mt-1 text-sm text-ink-700">{copy.noDevices}</p>
            ) : (
              <ul className="mt-1 divide-y divide-ink-100" data-testid="push-devices">
                {push.devices.value.map((device) => (
                  <li key={device.id} className="flex items-center justify-between gap-3 py-1.5 text-sm">
                    <span className="min-w-0 text-ink-900">
                      <span className="font-semibold">{device.device}</span>
                      {device.id === push.thisDeviceId ? ` (${copy.thisBrowser})` : ''}
                      <span className="text-ink-700"> · {fill(copy.added, { date: when(device.createdAt) })}</span>
                    </span>
                    <button
                      type="button"
                      className="min-h-9 shrink-0 rounded-full px-3 text-sm font-semibold text-rose-700 underline underline-offset-2 hover:text-rose-800"
                      aria-label={fill(copy.remove, { device: device.device })}
                      onClick={() => void push.remove(device.id).then((done) => setRemoveError(!done))}
                    >
                      {fill(copy.remove, { device: '' }).trim()}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {removeError ? (
              <p role="alert" className="mt-1 text-sm text-rose-800">
                {copy.removeFailed}
              </p>
            ) : null}
          </section>

          <section aria-labelledby="push-recent-heading">
            <div className="flex items-center justify-between gap-2">
              <h3 id="push-recent-heading" className="text-sm font-semibold text-ink-950">
                {copy.recent}
              </h3>
              <button
                type="button"
                className="min-h-9 rounded-full px-3 text-sm font-semibold text-ink-900 underline underline-offset-2"
                onClick={() => void push.refreshRecent()}
              >
                {copy.refresh}
              </button>
            </div>
            {push.recent.state === 'loading' ? (
              <p className="mt-1 text-sm text-ink-700">{copy.loading}</p>
            ) : push.recent.state === 'failed' ? (
              <p className="mt-1 text-sm text-rose-800">{copy.loadFailed}</p>
            ) : push.recent.value.length === 0 ? (
              <p className="mt-1 text-sm text-ink-700">{copy.noAlerts}</p>
            ) : (
              <ul className="mt-1 divide-y divide-ink-100" data-testid="push-recent">
                {alertLines(push.recent.value).map((line) => (
                  <li key={line.id} className="py-1.5 text-sm text-ink-900">
                    <span className="block">{line.summary}</span>
                    <span className="text-xs text-ink-700">
                      {when(line.createdAt)}
                      {line.sent.map((sent) => (
                        <span key={sent.channel} className={sent.status === 'failed' ? 'text-rose-800' : undefined}>
                          {' · '}
                          {fill(copy.channelStatus[sent.channel][sent.status], { count: String(sent.recipients) })}
                        </span>
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </details>
  )
}
