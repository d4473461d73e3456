import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { CHAT_ROLES, hasRole, MONITORING_ROLES, ROLE_NAMES, roleList, roleOf } from '@/access/roles'
import { LoginForm } from '@/components/staff/LoginForm'
import { fill } from '@/content/fill'
import { currentUser } from '@/lib/auth/staff'
import { staffReturnPath } from '@/lib/auth/staff-paths'
import { content } from '@/lib/pages/content'
import { fullTitle } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return { title: fullTitle(content().staffChat.loginTitle) }
}

export default async function AdminLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>
}) {
  const copy = content().staffChat
  const returnTo = staffReturnPath((await searchParams).next)
  const forMonitoring = returnTo === '/monitoring'
  const roles = forMonitoring ? MONITORING_ROLES : CHAT_ROLES
  const user = await currentUser()
  // Staff who are already signed in go straight on.
  if (hasRole(user, ...roles)) redirect(returnTo)
  // Signed in, but the page is not for this role (an editor opening /admin/chat): say so, and where they belong.
  const role = roleOf(user)
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <div className="rounded-card bg-white p-8 shadow-sm ring-1 ring-ink-900/10">
        <h1 className="font-display text-3xl font-semibold text-ink-950">{copy.loginTitle}</h1>
        <p className="mt-2 text-ink-700">{forMonitoring ? copy.monitoringLoginIntro : copy.loginIntro}</p>
        {user ? (
          <div
            role="status"
            className="mt-6 rounded-lg bg-cream-100 p-4 text-ink-900 ring-1 ring-ink-900/10"
            data-testid="wrong-role-notice"
          >
            <p className="font-semibold">
              {fill(copy.signedInAs, { username: user.username ?? '', role: role ? ROLE_NAMES[role] : '—' })}
            </p>
            <p className="mt-1">
              {fill(forMonitoring ? copy.monitoringIsFor : copy.chatIsFor, { roles: roleList(roles) })}
            </p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- /cms is Payload's own app: a full page load */}
            <a
              href="/cms"
              className="mt-3 inline-flex font-semibold text-rose-700 underline underline-offset-2 hover:text-rose-800"
            >
              {copy.goToCms}
            </a>
            <p className="mt-4 text-sm text-ink-700">{copy.otherAccount}</p>
          </div>
        ) : null}
        <LoginForm
          copy={copy}
          returnTo={returnTo}
          allowedRoles={roles}
          noAccess={forMonitoring ? copy.noMonitoringAccess : copy.noChatAccess}
        />
      </div>
    </div>
  )
}
