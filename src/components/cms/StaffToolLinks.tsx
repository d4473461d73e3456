import { CHAT_ROLES, hasRole, MONITORING_ROLES } from '@/access/roles'
import { content } from '@/lib/pages/content'
import type { User } from '@/payload-types'

type Props = { user?: (User & { collection?: string }) | null }

/** Top of the /cms dashboard (admin.components.beforeDashboard): the staff pages this user may open. */
export function StaffToolLinks({ user }: Props) {
  const copy = content().cms
  const staff = user ? { ...user, collection: 'users' as const } : null
  const links = [
    hasRole(staff, ...CHAT_ROLES) ? { href: '/admin/chat', ...copy.chatConsole } : null,
    hasRole(staff, ...MONITORING_ROLES) ? { href: '/monitoring', ...copy.monitoring } : null,
  ].filter((link) => link !== null)
  if (links.length === 0) return null
  return (
    <nav className="staff-tool-links" aria-labelledby="staff-tool-links-heading">
      <h2 id="staff-tool-links-heading">{copy.staffToolsHeading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              <span className="staff-tool-links__label">{link.label}</span>
              <span className="staff-tool-links__description">{link.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
