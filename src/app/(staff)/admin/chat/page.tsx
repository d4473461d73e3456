import type { Metadata } from 'next'

import { CHAT_ROLES, hasRole } from '@/access/roles'
import { StaffChatConsole } from '@/components/staff/StaffChatConsole'
import { content } from '@/content/content'
import { requireStaff } from '@/lib/auth/staff'
import { fullTitle } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return { title: fullTitle(content().staffChat.consoleTitle) }
}

export default async function AdminChatPage() {
  const user = await requireStaff(CHAT_ROLES, '/admin/chat')
  return <StaffChatConsole copy={content().staffChat} staffName={user.name || user.username || ''} isAdmin={hasRole(user, 'admin')} />
}
