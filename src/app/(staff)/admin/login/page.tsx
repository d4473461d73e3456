import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { LoginForm } from '@/components/staff/LoginForm'
import { content } from '@/content/content'
import { hasRole } from '@/access/roles'
import { currentUser } from '@/lib/auth/staff'
import { staffReturnPath } from '@/lib/auth/staff-paths'
import { fullTitle } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return { title: fullTitle(content().staffChat.loginTitle) }
}

export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const copy = content().staffChat
  const returnTo = staffReturnPath((await searchParams).next)
  // Staff who are already signed in go straight on.
  if (hasRole(await currentUser(), 'admin', 'support')) redirect(returnTo)
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <div className="rounded-card bg-white p-8 shadow-sm ring-1 ring-ink-900/10">
        <h1 className="font-display text-3xl font-semibold text-ink-950">{copy.loginTitle}</h1>
        <p className="mt-2 text-ink-700">{copy.loginIntro}</p>
        <LoginForm copy={copy} returnTo={returnTo} />
      </div>
    </div>
  )
}
