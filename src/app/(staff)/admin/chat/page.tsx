import type { Metadata } from 'next'

import { CHAT_ROLES, hasRole } from '@/access/roles'
import { StaffChatConsole } from '@/components/staff/StaffChatConsole'
import { siteConfig } from '@/config/site'
import { content } from '@/content/content'
import { requireStaff } from '@/lib/auth/staff'
import { bookingHref } from '@/lib/booking'
import { agentName, replySenderName } from '@/lib/chat/views'
import { fullTitle } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return { title: fullTitle(content().staffChat.consoleTitle) }
}

export default async function AdminChatPage() {
  const user = await requireStaff(CHAT_ROLES, '/admin/chat')
  const staff = { id: user.id, name: agentName(user), replyName: replySenderName(user), isAdmin: hasRole(user, 'admin') }
  return <StaffChatConsole copy={content().staffChat} staff={staff} bookingLink={bookingHref(siteConfig().bookingUrl, 'chat')} />
}
