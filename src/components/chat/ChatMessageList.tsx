'use client'

import { type ReactNode, useEffect, useRef } from 'react'

import { bookingHref } from '@/lib/bookings/links'
import type { ListedMessage } from '@/lib/chat/client/messages'
import { threadItems } from '@/lib/chat/client/thread'
import { initials } from '@/lib/chat/initials'
import { isBookingLink, messageParts } from '@/lib/chat/links'
import type { ChatNoteView } from '@/lib/chat/types'

type Labels = { you: string; sending: string; retrying: string; log: string }

/**
 * The widget's booking button: a link in a message to the scheduling page (`url`) is drawn as a
 * button carrying `ref=chat`, counted as a booking click by the launcher's tracker.
 */
type Booking = { url: string; label: string; opensInNewTab: string }

/** Staff notes shown between the messages (the console only), with the heading each one carries. */
type Notes = { list: ChatNoteView[]; heading: (note: ChatNoteView) => string }

type ChatMessageListProps = {
  messages: ListedMessage[]
  /** Whose messages sit on the right: the visitor's in the widget, staff replies in the console. */
  perspective: 'visitor' | 'staff'
  labels: Labels
  notes?: Notes
  empty?: ReactNode
  footer?: ReactNode
  className?: string
  booking?: Booking
}

const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })

/** A message's text with its http(s) links as links (src/lib/chat/links.ts); everything else stays text. */
function MessageText({ text, own, booking }: { text: string; own: boolean; booking?: Booking }) {
  let afterButton = false
  return messageParts(text).map((part, index) => {
    const follows = afterButton
    afterButton = false
    // The button has a line of its own: the punctuation that closed the sentence after the link goes.
    if (part.kind === 'text') return follows ? part.text.replace(/^[.,;:!?]*[^\S\n]*/, '') : part.text
    if (booking && isBookingLink(part.href, booking.url)) {
      afterButton = true
      return (
        <a
          key={index}
          href={bookingHref(part.href, 'chat')}
          target="_blank"
          rel="noopener noreferrer"
          data-booking-link=""
          className={`my-1.5 flex min-h-11 w-fit items-center rounded-full px-4 font-semibold ${own ? 'bg-white text-rose-800 hover:bg-cream-100' : 'bg-rose-700 text-white hover:bg-rose-800'}`}
        >
          {booking.label}
          <span className="sr-only"> {booking.opensInNewTab}</span>
        </a>
      )
    }
    return (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        className={`font-semibold underline underline-offset-2 wrap-anywhere ${own ? 'text-white' : 'text-rose-800'}`}
      >
        {part.text}
      </a>
    )
  })
}

/** A conversation's messages as a live log (announced to screen readers), kept scrolled to the newest. */
export function ChatMessageList({
  messages,
  perspective,
  labels,
  notes,
  empty,
  footer,
  className = '',
  booking,
}: ChatMessageListProps) {
  const logRef = useRef<HTMLDivElement>(null)
  const noteCount = notes?.list.length ?? 0
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length, noteCount, footer])

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={labels.log}
      tabIndex={0}
      className={`flex-1 space-y-3 overflow-y-auto p-4 ${className}`}
    >
      {messages.length === 0 ? empty : null}
      {threadItems(messages, notes?.list ?? []).map((item) => {
        if (item.kind === 'note') {
          const { note } = item
          return (
            <div
              key={`note-${note.clientId}`}
              data-testid="chat-note"
              className="mx-auto w-full max-w-[92%] rounded-xl border border-gold-400 bg-gold-50 px-3.5 py-2 text-sm text-ink-900"
            >
              <p className="text-xs font-semibold text-ink-700">{notes?.heading(note)}</p>
              <p className="whitespace-pre-wrap break-words">{note.text}</p>
              <p className="mt-0.5 text-[0.7rem] text-ink-700">{time(note.createdAt)}</p>
            </div>
          )
        }
        const { message } = item
        const own = (perspective === 'visitor') === (message.senderType === 'visitor')
        // The visitor sees who answers: the agent's initials beside each reply, their name above it.
        const agent = perspective === 'visitor' && message.senderType === 'admin'
        return (
          <div
            key={message.clientId}
            data-testid="chat-message"
            data-sender={message.senderType}
            className={`flex items-end gap-2 ${own ? 'justify-end' : 'justify-start'}`}
          >
            {agent ? (
              <span
                aria-hidden="true"
                data-testid="chat-agent-initials"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-ink-950 text-xs font-semibold text-white"
              >
                {initials(message.senderName)}
              </span>
            ) : null}
            <div
              className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm ${own ? 'rounded-br-md bg-rose-700 text-white' : 'rounded-bl-md bg-cream-100 text-ink-900'}`}
            >
              <p className={`text-xs font-semibold ${own ? 'text-white/85' : 'text-ink-700'}`}>
                {perspective === 'visitor' && own ? labels.you : message.senderName}
              </p>
              <p className="whitespace-pre-wrap break-words">
                <MessageText text={message.message} own={own} booking={booking} />
              </p>
              <p className={`mt-0.5 text-[0.7rem] ${own ? 'text-white/85' : 'text-ink-700'}`}>
                {message.pending ? (message.failed ? labels.retrying : labels.sending) : time(message.createdAt)}
              </p>
            </div>
          </div>
        )
      })}
      {footer}
    </div>
  )
}
