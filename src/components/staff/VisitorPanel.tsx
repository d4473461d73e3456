'use client'

import { useEffect, useState } from 'react'

import { fill } from '@/content/fill'
import type { StaffChatCopy } from '@/content/types'
import type { BookingClickView } from '@/lib/bookings/clicks/schema'
import type { BookingView } from '@/lib/bookings/confirmed/view'
import type { VisitorContext } from '@/lib/chat/context'
import type { StaffConversationListing } from '@/lib/chat/types'

const clock = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

/** The visitor's local time now, in their time zone (refreshed every half minute). */
function useLocalTime(timeZone: string | null): string | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  if (!timeZone) return null
  try {
    return new Date(now).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit', timeZone })
  } catch {
    return null
  }
}

type VisitorPanelProps = {
  copy: StaffChatCopy
  context: VisitorContext | null
  /** Whether a widget of the visitor's is connected: where they are is said only then. */
  connected: boolean
  earlier: StaffConversationListing[]
  bookingClicks: BookingClickView[]
  bookings: BookingView[]
  onOpen: (conversation: StaffConversationListing) => void
}

/**
 * Who the agent is talking to: the page the visitor is on now (live), the local time, and, opened,
 * this visit's pages, where the visit came from, the device class and earlier conversations.
 */
/** A booking's chip: a call that stands in green, a moved one in amber, a cancelled one grey and struck through. */
const BOOKING_CHIP: Record<BookingView['state'], string> = {
  booked: 'bg-emerald-100 text-emerald-900',
  rescheduled: 'bg-emerald-100 text-emerald-900',
  moved: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-ink-100 text-ink-800 line-through decoration-ink-500',
}

export function VisitorPanel({
  copy,
  context,
  connected,
  earlier,
  bookingClicks,
  bookings,
  onOpen,
}: VisitorPanelProps) {
  const localTime = useLocalTime(context?.timeZone ?? null)
  const utm = Object.entries(context?.landing?.utm ?? {}).filter(([, value]) => value)
  const campaign = context?.landing?.utm.campaign
  const lastClick = bookingClicks.at(-1)
  // The newest booking that still stands, else the newest one (cancelled or moved).
  const lastBooking = bookings.findLast((b) => b.state === 'booked' || b.state === 'rescheduled') ?? bookings.at(-1)
  const bookingLine = (booking: BookingView) =>
    fill(copy.bookingStates[booking.state], { date: when(booking.startsAt) })
  return (
    <details className="group border-b border-ink-100 px-4 py-2 text-sm" data-testid="visitor-panel">
      <summary className="flex min-h-9 cursor-pointer list-none items-center gap-2 text-ink-900 [&::-webkit-details-marker]:hidden">
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M7.5 4.5 13 10l-5.5 5.5" />
        </svg>
        <span className="sr-only">{copy.visitorDetails}: </span>
        {context ? (
          <span className="min-w-0">
            <span className="block truncate">
              <span data-testid="visitor-page" className={connected ? '' : 'text-ink-700'}>
                {fill(connected ? copy.nowOn : copy.leftSite, { page: context.page })}
              </span>
              {localTime ? <span className="text-ink-700"> · {fill(copy.localTime, { time: localTime })}</span> : null}
            </span>
            {/* Where the visit came from, without opening the details. */}
            <span className="block truncate text-xs text-ink-700" data-testid="visitor-source">
              {fill(copy.cameFromLine, { source: context.landing?.referrer ?? copy.direct })}
              {campaign ? ` · ${copy.campaign}: ${campaign}` : null}
            </span>
          </span>
        ) : (
          <span className="text-ink-700">{copy.noContext}</span>
        )}
        {lastBooking ? (
          <span
            role="status"
            data-testid="booking"
            data-state={lastBooking.state}
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${BOOKING_CHIP[lastBooking.state]}`}
          >
            {bookingLine(lastBooking)}
          </span>
        ) : lastClick ? (
          <span
            role="status"
            data-testid="booking-click"
            className="shrink-0 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800"
          >
            {fill(copy.clickedBooking, { page: lastClick.page, time: clock(lastClick.createdAt) })}
          </span>
        ) : null}
        {earlier.length > 0 ? (
          <span className="ml-auto shrink-0 rounded-full bg-cream-100 px-2 py-0.5 text-xs font-semibold text-ink-900">
            {fill(copy.earlierCount, { count: earlier.length })}
          </span>
        ) : null}
      </summary>
      <div className="console-visitor-grid mt-2 grid gap-3 pb-2 sm:grid-cols-2">
        {context ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-semibold text-ink-900">{copy.cameFrom}</dt>
              <dd className="min-w-0 break-words text-ink-700">{context.landing?.referrer ?? copy.direct}</dd>
              <dt className="font-semibold text-ink-900">{copy.landingPage}</dt>
              <dd className="min-w-0 break-words text-ink-700">
                {context.landing?.path ?? context.trail[0]?.path ?? context.page}
              </dd>
              {utm.length > 0 ? (
                <>
                  <dt className="font-semibold text-ink-900">{copy.campaign}</dt>
                  <dd className="min-w-0 break-words text-ink-700">
                    {utm.map(([key, value]) => `${key}: ${value}`).join(' · ')}
                  </dd>
                </>
              ) : null}
              <dt className="font-semibold text-ink-900">{copy.device}</dt>
              <dd className="text-ink-700">
                {copy.deviceNames[context.device]} · {context.browser}
              </dd>
            </dl>
            <div>
              <p className="font-semibold text-ink-900">{copy.pagesThisVisit}</p>
              <ol className="mt-1 max-h-32 space-y-0.5 overflow-y-auto text-ink-700" data-testid="visitor-trail">
                {context.trail.map((step) => (
                  <li key={`${step.path}@${step.at}`} className="flex justify-between gap-2">
                    <span className="min-w-0 truncate">{step.path}</span>
                    <span className="shrink-0 text-xs">{clock(step.at)}</span>
                  </li>
                ))}
              </ol>
            </div>
          </>
        ) : null}
        {bookings.length > 0 ? (
          <div className="sm:col-span-2">
            <p className="font-semibold text-ink-900">{copy.bookedCalls}</p>
            <ul className="mt-1 space-y-0.5 text-ink-700" data-testid="bookings">
              {bookings.map((booking) => (
                <li key={booking.id}>
                  {bookingLine(booking)}
                  {booking.source && booking.page
                    ? ` · ${fill(copy.bookingFrom, { source: booking.source, page: booking.page })}`
                    : null}
                  {booking.campaign ? ` · ${copy.campaign}: ${booking.campaign}` : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {bookingClicks.length > 0 ? (
          <div className="sm:col-span-2">
            <p className="font-semibold text-ink-900">{copy.bookingClicks}</p>
            <ul className="mt-1 space-y-0.5 text-ink-700">
              {bookingClicks.map((click) => (
                <li key={click.id}>
                  {clock(click.createdAt)} · {click.page} · {click.source}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {earlier.length > 0 ? (
          <div className="sm:col-span-2">
            <p className="font-semibold text-ink-900">{copy.earlierConversations}</p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {earlier.map((conversation) => (
                <li key={conversation.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(conversation)}
                    className="min-h-9 rounded-full border border-ink-900/20 px-3 text-sm font-semibold text-ink-900 hover:bg-cream-50"
                  >
                    {day(conversation.createdAt)} · {conversation.status === 'open' ? copy.open : copy.closed}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </details>
  )
}
