import { CHAT_ROLES, hasRole } from '@/access/roles'
import { StaffChatConsole } from '@/components/staff/StaffChatConsole'
import { siteConfig } from '@/config/site'
import { requireStaff } from '@/lib/auth/staff'
import { bookingHref } from '@/lib/bookings/links'
import { agentName, replySenderName } from '@/lib/chat/views'
import { content } from '@/lib/pages/content'
import { fullTitle } from '@/lib/seo/metadata'

// No metadata title: the console renders its own <title>, which carries the unread count live.

export default async function AdminChatPage() {
  const user = await requireStaff(CHAT_ROLES, '/admin/chat')
  const staff = {
    id: user.id,
    name: agentName(user),
    replyName: replySenderName(user),
    isAdmin: hasRole(user, 'admin'),
  }
  const copy = content().staffChat
  return (
    <StaffChatConsole
      copy={copy}
      title={fullTitle(copy.consoleTitle).absolute}
      staff={staff}
      bookingLink={bookingHref(siteConfig().bookingUrl, 'chat')}
    />
  )
}
