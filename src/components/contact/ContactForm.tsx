'use client'

import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

import type { ContactErrors, ContactField } from '@/lib/contact/schema'
import type { SiteContent } from '@/lib/pages/copy'

export const CONTACT_ENDPOINT = '/api/send-contact-email'

// The schema (zod) and the toasts (sonner) are fetched once the visitor starts on the form, so the
// page, and every page that prefetches it, loads neither before then.
const loadSchema = () => import('@/lib/contact/schema')
const loadToasts = () => import('sonner')
// Where the visit began, sent with the message (src/lib/attribution/client.ts).
const firstTouch = () => import('@/lib/attribution/client').then((m) => m.currentFirstTouch())
const Toaster = lazy(() => import('@/components/ui/Toaster').then((m) => ({ default: m.Toaster })))
// The thank-you panel too: fetched with them, shown once the message is sent.
const loadThanks = () => import('./ContactThanks')
const ContactThanks = lazy(() => loadThanks().then((m) => ({ default: m.ContactThanks })))

type FieldConfig = { name: ContactField; type?: string; autoComplete?: string; rows?: number }

const FIELDS: FieldConfig[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject' },
  { name: 'message', rows: 6 },
]

type ServerAnswer = { ok?: boolean; message?: string; errors?: ContactErrors }

type ContactFormProps = {
  copy: SiteContent['contactForm']
  /** The booking button of the thank-you panel (server-rendered). */
  booking: ReactNode
}

/**
 * The contact form: validates on submit with the shared schema, then posts to the send-contact-email
 * endpoint. Once the server has the message, a thank-you panel takes the form's place.
 */
export function ContactForm({ copy, booking }: ContactFormProps) {
  const [errors, setErrors] = useState<ContactErrors>({})
  const [sending, setSending] = useState(false)
  const [started, setStarted] = useState(false)
  /** The address the sent message gave; null while the form shows. */
  const [sentTo, setSentTo] = useState<string | null>(null)
  // Until this code runs, the server's button only looks like one: a form submitted natively would
  // reload the page with what the visitor typed in its address, and send none of it.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const refs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({})

  function start() {
    if (started) return
    setStarted(true)
    void loadSchema()
    void loadToasts()
    void loadThanks()
  }

  function showErrors(next: ContactErrors) {
    setErrors(next)
    const first = FIELDS.map((field) => field.name).find((field) => next[field])
    if (first) refs.current[first]?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    start()
    // Uncontrolled fields: what a visitor typed before the form's code arrived is kept, and read here.
    const form = event.currentTarget
    const data = new FormData(form)
    const honeypot = data.get('website')
    const text = (name: string) => {
      const value = data.get(name)
      return typeof value === 'string' ? value : ''
    }
    const values = Object.fromEntries(FIELDS.map(({ name }) => [name, text(name)]))
    const [{ validateContact }, { toast }] = await Promise.all([loadSchema(), loadToasts()])
    const checked = validateContact(values)
    if (!checked.ok) return showErrors(checked.errors)
    setErrors({})
    setSending(true)
    // Only a message from our server is shown; network errors get the fallback with the e-mail address.
    let serverMessage = ''
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...checked.data,
          firstTouch: await firstTouch(),
          website: typeof honeypot === 'string' ? honeypot : '',
        }),
      })
      const answer = (await response.json().catch(() => ({}))) as ServerAnswer
      if (!response.ok) {
        if (answer.errors && Object.keys(answer.errors).length > 0) showErrors(answer.errors)
        serverMessage = answer.message ?? ''
        throw new Error(serverMessage)
      }
      // One confirmation: the thank-you panel says it (a toast over it would cover a phone's header).
      form.reset()
      setSentTo(checked.data.email)
    } catch {
      toast.error(copy.failureTitle, { description: serverMessage || copy.failureFallback })
    } finally {
      setSending(false)
    }
  }

  function sendAnother() {
    flushSync(() => setSentTo(null))
    refs.current.name?.focus()
  }

  return (
    <>
      {sentTo !== null ? (
        <Suspense fallback={null}>
          <ContactThanks copy={copy} email={sentTo} booking={booking} onAnother={sendAnother} />
        </Suspense>
      ) : null}
      <form
        hidden={sentTo !== null}
        noValidate
        onSubmit={onSubmit}
        onFocus={start}
        onPointerDown={start}
        className="space-y-5"
        aria-label="Contact form"
      >
        {FIELDS.map((field) => {
          const id = `contact-${field.name}`
          const error = errors[field.name]
          const common = {
            id,
            name: field.name,
            // `required` alone: it is exposed as required to assistive technology, and aria-required beside it is
            // redundant (a W3C checker warning).
            required: true,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            className: `block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-950 placeholder:text-ink-500 focus:border-rose-700 ${
              error ? 'border-rose-700' : 'border-ink-900/20'
            }`,
          }
          return (
            <div key={field.name}>
              <label htmlFor={id} className="mb-1.5 block font-semibold text-ink-950">
                {copy.labels[field.name]}{' '}
                <span aria-hidden="true" className="text-rose-700">
                  *
                </span>
              </label>
              {field.rows ? (
                <textarea {...common} rows={field.rows} ref={(el) => void (refs.current[field.name] = el)} />
              ) : (
                <input
                  {...common}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  ref={(el) => void (refs.current[field.name] = el)}
                />
              )}
              {error ? (
                <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-rose-800">
                  {error}
                </p>
              ) : null}
            </div>
          )
        })}
        {/* Honeypot: invisible to people, filled in by naive bots. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button
          type={ready ? 'submit' : 'button'}
          disabled={sending}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-rose-700 px-6 py-3 font-semibold text-white hover:bg-rose-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
        >
          {sending ? copy.sending : copy.submit}
        </button>
      </form>
      {started ? (
        <Suspense fallback={null}>
          <Toaster position="top-center" closeButton />
        </Suspense>
      ) : null}
    </>
  )
}
