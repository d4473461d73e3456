'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'
import { toast } from 'sonner'

import type { Role } from '@/access/roles'
import { fill } from '@/content/fill'
import type { StaffChatCopy } from '@/content/types'
import { staffLoginSchema } from '@/lib/auth/login-schema'

type LoginAnswer = { user?: { role?: string } }

/** Whole minutes of a Retry-After header in seconds (at least 1; an unreadable one counts as 1). */
function waitMinutes(retryAfter: string | null): number {
  const seconds = Number(retryAfter)
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1
}

type LoginFormProps = { copy: StaffChatCopy; returnTo: string; allowedRoles: readonly Role[]; noAccess: string }

/** Username and password against Payload's login; only the page's roles continue, to the page they asked for. */
export function LoginForm({ copy, returnTo, allowedRoles, noAccess }: LoginFormProps) {
  const router = useRouter()
  const [values, setValues] = useState({ username: '', password: '' })
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({})
  const [busy, setBusy] = useState(false)
  // Said on this page while the console loads: no toast follows the agent onto the console's header.
  const [signedIn, setSignedIn] = useState(false)
  const id = useId()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const parsed = staffLoginSchema.safeParse(values)
    if (!parsed.success) {
      const next: typeof errors = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as 'username' | 'password'] ??= issue.message
      setErrors(next)
      document.getElementById(`${id}-${next.username ? 'username' : 'password'}`)?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    let succeeded = false
    try {
      const response = await fetch('/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(parsed.data),
      })
      // A server fault is not a wrong password: it is reported as an unexpected error.
      if (response.status >= 500) throw new Error(`Login answered ${response.status}`)
      if (response.status === 429) {
        toast.error(
          `${copy.loginFailedPrefix}${fill(copy.tooManyAttempts, { minutes: waitMinutes(response.headers.get('retry-after')) })}`,
        )
        return
      }
      const answer = (await response.json().catch(() => ({}))) as LoginAnswer
      if (!response.ok) {
        toast.error(`${copy.loginFailedPrefix}${copy.invalidCredentials}`)
        return
      }
      if (!(allowedRoles as readonly unknown[]).includes(answer.user?.role)) {
        await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' })
        toast.error(`${copy.loginFailedPrefix}${noAccess}`)
        return
      }
      succeeded = true
      setSignedIn(true)
      router.replace(returnTo)
      router.refresh()
    } catch (error) {
      console.error('Login failed', error)
      toast.error(copy.unexpectedError)
    } finally {
      // Signed in, the form stays busy until the page it goes to replaces this one.
      if (!succeeded) setBusy(false)
    }
  }

  const field = (name: 'username' | 'password', label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-ink-900">
        {label}{' '}
        <span aria-hidden="true" className="text-rose-700">
          *
        </span>
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="mt-1.5 w-full rounded-lg border border-ink-900/20 px-3 py-2.5 text-ink-900 aria-[invalid=true]:border-rose-700"
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-rose-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
      {field('username', copy.username, 'text', 'username')}
      {field('password', copy.password, 'password', 'current-password')}
      <button
        type="submit"
        disabled={busy}
        className="mt-2 inline-flex min-h-12 items-center justify-center rounded-full bg-rose-700 px-6 font-semibold text-white hover:bg-rose-800 disabled:cursor-wait disabled:bg-ink-500"
      >
        {busy ? copy.signingIn : copy.signIn}
      </button>
      <p role="status" className="min-h-6 text-center text-sm font-semibold text-emerald-800">
        {signedIn ? copy.loginSuccess : ''}
      </p>
    </form>
  )
}
