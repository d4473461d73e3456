'use client'

import { type ReactNode, useEffect, useRef } from 'react'

import type { ListedMessage } from '@/lib/chat/client/messages'

type Labels = { you: string; sending: string; retrying: string; log: string }

type ChatMessageListProps = {
  messages: ListedMessage[]
  /** Whose messages sit on the right: the visitor's in the widget, staff replies in the console. */
  perspective: 'visitor' | 'staff'
  labels: Labels
  empty?: ReactNode
  footer?: ReactNode
  className?: string
}

const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })

/** A conversation's messages as a live log (announced to screen readers), kept scrolled to the newest. */
export function ChatMessageList({ messages, perspective, labels, empty, footer, className = '' }: ChatMessageListProps) {
  const logRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length, footer])

  return (
    <div ref={logRef} role="log" aria-live="polite" aria-label={labels.log} tabIndex={0} className={`flex-1 space-y-3 overflow-y-auto p-4 ${className}`}>
      {messages.length === 0 ? empty : null}
      {messages.map((message) => {
        const own = (perspective === 'visitor') === (message.senderType === 'visitor')
        return (
          <div key={message.clientId} data-testid="chat-message" data-sender={message.senderType} className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
            <div className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm ${own ? 'rounded-br-md bg-rose-700 text-white' : 'rounded-bl-md bg-cream-100 text-ink-900'}`}>
              <p className={`text-xs font-semibold ${own ? 'text-white/85' : 'text-ink-700'}`}>{perspective === 'visitor' && own ? labels.you : message.senderName}</p>
              <p className="whitespace-pre-wrap break-words">{message.message}</p>
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
