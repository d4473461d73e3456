'use client'

import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'

import { CloseIcon } from '@/components/ui/CloseIcon'
import { Toaster } from '@/components/ui/Toaster'
import type { ChatWidgetCopy } from '@/content/types'
import { useVisualViewportBox } from '@/lib/browser/visual-viewport'
import { lastSeenReply, rememberSeenReply, unreadReplies } from '@/lib/chat/client/seen-replies'
import { availability, type OfficeHours, type OfficeStatus, officeStatus, roughDuration } from '@/lib/chat/office-hours'
import { type FieldErrors, fieldErrors, identitySchema, messageTextSchema } from '@/lib/chat/schema'

import { ChatMessageList } from './ChatMessageList'
import { useVisitorChat } from './useVisitorChat'

const TOASTER_ID = 'chat'

/** "Monday 9:00 AM": when the team is back, in the visitor's own time. */
const backTime = (at: Date) => at.toLocaleString(undefined, { weekday: 'long', hour: 'numeric', minute: '2-digit' })

/** Open or closed now (null: no office hours set), looked at again every minute while the widget is mounted. */
function useOfficeStatus(hours: OfficeHours | null): OfficeStatus | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!hours) return
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [hours])
  return hours ? officeStatus(hours, new Date(now)) : null
}

type ChatWidgetProps = {
  copy: ChatWidgetCopy
  open: boolean
  onClose: () => void
  onUnreadChange: (count: number) => void
  onActiveChange: (active: boolean) => void
}

type IdentityField = 'name' | 'email' | 'phone'
const IDENTITY_FIELDS: { name: IdentityField; type: string; autoComplete: string; required: boolean }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: false },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false },
]

/** The expanded chat window: identity fields until the first message is sent, then the conversation. */
export function ChatWidget({ copy, open, onClose, onUnreadChange, onActiveChange }: ChatWidgetProps) {
  const { state, staffTyping, send, markSeen, notifyTyping } = useVisitorChat()
  const [identity, setIdentity] = useState<Record<IdentityField, string>>({ name: '', email: '', phone: '' })
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)
  const fieldRefs = useRef<Partial<Record<IdentityField | 'message', HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  )
  const id = useId()
  // On a phone the open chat is the whole visible screen, above the on-screen keyboard.
  const windowRef = useRef<HTMLElement>(null)
  useVisualViewportBox(windowRef, open)

  // Replies shown in the open window on a visible tab are seen: they will not be e-mailed.
  const lastStaffMessageId = state.messages.findLast((m) => m.senderType === 'admin' && !m.pending)?.id

  // The bubble counts replies this browser has not shown in the open window, on this page or an earlier one.
  useEffect(() => {
    if (open && lastStaffMessageId !== undefined) rememberSeenReply(lastStaffMessageId)
    onUnreadChange(unreadReplies(state.messages, lastSeenReply()))
  }, [open, state.messages, lastStaffMessageId, onUnreadChange])

  // The launcher keeps its teaser away while a conversation is open.
  const active = state.conversation?.status === 'open'
  const office = useOfficeStatus(state.hours?.officeHours ?? null)
  // One state at a time: online with its reply-time promise, or away / out of hours with the booking button.
  const status = availability(state.staffOnline, office)
  useEffect(() => onActiveChange(active), [active, onActiveChange])

  useEffect(() => {
    if (!open || lastStaffMessageId === undefined) return
    const report = () => {
      if (document.visibilityState === 'visible') markSeen()
    }
    report()
    document.addEventListener('visibilitychange', report)
    return () => document.removeEventListener('visibilitychange', report)
  }, [open, lastStaffMessageId, markSeen])

  // Focus moves into the window when it opens: the first field still to fill in.
  useEffect(() => {
    if (!open) return
    const target = state.identityKnown ? fieldRefs.current.message : fieldRefs.current.name
    target?.focus()
  }, [open, state.identityKnown])

  function focusFirstError(next: FieldErrors) {
    const order: (IdentityField | 'message')[] = ['name', 'email', 'phone', 'message']
    const first = order.find((field) => next[field] || (field === 'email' && next.contact))
    if (first) fieldRefs.current[first]?.focus()
  }

  async function onSubmit(event?: FormEvent) {
    event?.preventDefault()
    if (sending || text.trim() === '') return
    const next: FieldErrors = {}
    let checkedIdentity
    if (!state.identityKnown) {
      const parsed = identitySchema.safeParse(identity)
      if (parsed.success) checkedIdentity = parsed.data
      else Object.assign(next, fieldErrors(parsed.error))
    }
    const message = messageTextSchema.safeParse(text)
    if (!message.success) next.message = message.error.issues[0]?.message
    if (Object.keys(next).length > 0 || !message.success) {
      setErrors(next)
      focusFirstError(next)
      return
    }
    setErrors({})
    setSending(true)
    setText('')
    const outcome = await send(message.data, checkedIdentity)
    setSending(false)
    if (!outcome.ok) {
      setText(message.data)
      const description =
        outcome.code === 'rate-limited' || outcome.code === 'blocked'
          ? outcome.reason
          : outcome.starting
            ? copy.startFailed
            : copy.sendFailed
      toast.error(copy.errorTitle, { description, toasterId: TOASTER_ID })
    }
    fieldRefs.current.message?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }

  function onMessageKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault()
      void onSubmit()
    }
  }

  const errorId = (field: string) => `${id}-${field}-error`
  const hintId = `${id}-hint`
  // "Email or phone" is shown once, under the e-mail field; both fields point at it and at the hint.
  const describedBy = (field: IdentityField, error: string | undefined) => {
    if (errors.contact && field !== 'name' && !errors[field]) return `${errorId('email')} ${hintId}`
    if (error) return errorId(field)
    return field === 'phone' ? hintId : undefined
  }
  const closed = state.conversation?.status === 'closed'
  const showIdentity = !state.identityKnown

  return (
    <>
      <Toaster id={TOASTER_ID} position="top-center" closeButton containerAriaLabel={copy.notificationsLabel} />
      <section
        id="chat-window"
        role="dialog"
        aria-modal="false"
        aria-labelledby={`${id}-title`}
        hidden={!open}
        onKeyDown={onKeyDown}
        ref={windowRef}
        data-testid="chat-window"
        className="fixed inset-x-0 top-[var(--vv-top,0px)] z-50 flex h-[var(--vv-height,100dvh)] w-full flex-col overflow-hidden bg-white sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-24 sm:h-[500px] sm:max-h-[calc(100dvh-6.5rem)] sm:w-96 sm:max-w-[calc(100vw-2rem)] sm:rounded-card sm:shadow-2xl sm:ring-1 sm:ring-ink-900/10"
      >
        <div className="flex items-start justify-between gap-3 bg-ink-950 px-5 py-4 text-white">
          <div>
            <h2 id={`${id}-title`} className="font-display text-lg font-semibold">
              {copy.title}
            </h2>
            <p className="mt-0.5 text-sm text-white/80">{copy.subtitle}</p>
            {status !== 'unknown' ? (
              <p
                className="mt-1.5 flex items-center gap-2 text-xs font-semibold text-white"
                data-testid="chat-presence"
              >
                <span
                  aria-hidden="true"
                  className={`size-2 rounded-full ${status === 'online' ? 'bg-emerald-400' : 'bg-amber-300'}`}
                />
                {status === 'online' ? copy.teamOnline : copy.teamAway}
              </p>
            ) : null}
            {status === 'online' ? (
              <p className="mt-0.5 text-xs text-white/80" data-testid="chat-typical-reply">
                {state.hours?.typicalReplySeconds
                  ? copy.typicalReply.replace('{time}', roughDuration(state.hours.typicalReplySeconds))
                  : copy.replySoon}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={copy.closeLabel}
            className="grid size-9 shrink-0 place-items-center rounded-full text-white/85 hover:bg-white/10 hover:text-white"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>

        {status === 'away' || status === 'closed' ? (
          <div
            role="status"
            className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-ink-100 bg-cream-100 px-4 py-2.5 text-sm text-ink-900"
            data-testid={status === 'closed' ? 'chat-out-of-hours' : 'chat-away'}
          >
            <p className="min-w-40 flex-1">
              {office && !office.open
                ? office.backAt
                  ? copy.outOfHoursNotice.replace('{time}', backTime(office.backAt))
                  : copy.outOfHoursNoTime
                : copy.awayNotice}
            </p>
            {state.hours ? (
              <a
                href={state.hours.bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-booking-link=""
                className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-rose-700 px-4 text-sm font-semibold text-white hover:bg-rose-800"
              >
                {copy.bookNow}
                <span className="sr-only"> {copy.opensInNewTab}</span>
              </a>
            ) : null}
          </div>
        ) : null}

        <ChatMessageList
          messages={state.messages}
          perspective="visitor"
          labels={{ you: copy.you, sending: copy.sending, retrying: copy.retrying, log: copy.title }}
          empty={<p className="text-sm text-ink-700">{copy.intro}</p>}
          booking={
            state.hours
              ? { url: state.hours.bookingUrl, label: copy.bookCall, opensInNewTab: copy.opensInNewTab }
              : undefined
          }
          footer={
            <>
              {closed ? (
                <p role="status" className="rounded-xl bg-cream-100 px-3 py-2 text-sm text-ink-900">
                  {copy.closedNotice}
                </p>
              ) : null}
              <p aria-live="polite" className="min-h-5 text-sm italic text-ink-700">
                {staffTyping ? copy.staffTyping : ''}
              </p>
              {state.connection === 'offline' && state.loaded ? (
                <p role="status" className="rounded-xl bg-rose-100 px-3 py-2 text-sm text-rose-800">
                  {copy.offline}
                </p>
              ) : null}
            </>
          }
        />

        <form onSubmit={onSubmit} noValidate className="border-t border-ink-100 bg-white p-3">
          {showIdentity ? (
            <fieldset className="mb-2 grid gap-2">
              <legend className="sr-only">{copy.intro}</legend>
              {IDENTITY_FIELDS.map((field) => {
                const error = errors[field.name] ?? (field.name !== 'name' ? errors.contact : undefined)
                return (
                  <div key={field.name}>
                    <label htmlFor={`${id}-${field.name}`} className="sr-only">
                      {copy.labels[field.name]}
                      {field.required ? ' (required)' : ''}
                    </label>
                    <input
                      id={`${id}-${field.name}`}
                      ref={(el) => {
                        fieldRefs.current[field.name] = el
                      }}
                      name={field.name}
                      type={field.type}
                      autoComplete={field.autoComplete}
                      placeholder={`${copy.placeholders[field.name]}${field.required ? ' *' : ''}`}
                      value={identity[field.name]}
                      onChange={(e) => setIdentity((v) => ({ ...v, [field.name]: e.target.value }))}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(field.name, error)}
                      className="w-full rounded-lg border border-ink-900/20 px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500 aria-[invalid=true]:border-rose-700"
                    />
                    {error && (field.name !== 'phone' || !errors.contact) ? (
                      <p id={errorId(field.name)} className="mt-1 text-xs font-medium text-rose-700">
                        {error}
                      </p>
                    ) : null}
                  </div>
                )
              })}
              <p id={hintId} className="text-xs text-ink-700">
                {copy.contactHint}
              </p>
            </fieldset>
          ) : null}
          <div className="flex items-end gap-2">
            <label htmlFor={`${id}-message`} className="sr-only">
              {copy.labels.message}
            </label>
            <textarea
              id={`${id}-message`}
              ref={(el) => {
                fieldRefs.current.message = el
              }}
              name="message"
              rows={2}
              maxLength={4000}
              placeholder={copy.placeholders.message}
              value={text}
              onChange={(e) => {
                setText(e.target.value)
                if (e.target.value.trim() !== '') notifyTyping()
              }}
              onKeyDown={onMessageKeyDown}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? errorId('message') : undefined}
              className="min-h-11 flex-1 resize-none rounded-lg border border-ink-900/20 px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500"
            />
            <button
              type="submit"
              disabled={sending || text.trim() === ''}
              className="min-h-11 rounded-full bg-rose-700 px-4 text-sm font-semibold text-white hover:bg-rose-800 disabled:cursor-not-allowed disabled:bg-ink-500"
            >
              {sending ? copy.sending : copy.send}
            </button>
          </div>
          {errors.message ? (
            <p id={errorId('message')} className="mt-1 text-xs font-medium text-rose-700">
              {errors.message}
            </p>
          ) : null}
        </form>
      </section>
    </>
  )
}
