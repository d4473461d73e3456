import type { BookingView } from '@/lib/bookings/confirmed/view'
import type { ConversationStatus } from '@/lib/chat/constants'
import type { ChatMessageView, MessagePreview, StaffConversationListing, StaffConversationView } from '@/lib/chat/types'

/** Pure rules of the staff console's list: order, filter, unread totals and the tab title. */

export type ConversationFilter = 'all' | ConversationStatus
export const CONVERSATION_FILTERS: ConversationFilter[] = ['all', 'open', 'closed']
/** The console opens on the conversations still waiting for the team (issue 25; the specification listed all). */
export const DEFAULT_FILTER: ConversationFilter = 'open'

/** Open conversations first; within each group the latest activity first, then the newest. */
export function consoleOrder(a: StaffConversationView, b: StaffConversationView): number {
  if (a.status !== b.status) return a.status === 'open' ? -1 : 1
  const last = (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '')
  return last !== 0 ? last : b.createdAt.localeCompare(a.createdAt)
}

/** The preview a newly arrived message makes, unless the known one is newer (catch-up can deliver out of order). */
export function previewAfter(current: MessagePreview | null | undefined, message: ChatMessageView): MessagePreview {
  if (current && current.createdAt > message.createdAt) return current
  return { senderType: message.senderType, text: message.message, createdAt: message.createdAt }
}

/** Adds or replaces one conversation, keeping its unread count and preview unless new ones are given. */
export function upsertConversation(
  list: StaffConversationListing[],
  conversation: StaffConversationView & { unread?: number; preview?: MessagePreview | null },
): StaffConversationListing[] {
  const previous = list.find((c) => c.id === conversation.id)
  const merged = {
    ...conversation,
    unread: conversation.unread ?? previous?.unread ?? 0,
    preview: conversation.preview === undefined ? (previous?.preview ?? null) : conversation.preview,
  }
  return [...list.filter((c) => c.id !== conversation.id), merged].sort(consoleOrder)
}

/** Adds or replaces the listings of an older page or a search (fresh unread counts), in console order. */
export function mergeListings(
  list: StaffConversationListing[],
  incoming: StaffConversationListing[],
): StaffConversationListing[] {
  const ids = new Set(incoming.map((c) => c.id))
  return [...list.filter((c) => !ids.has(c.id)), ...incoming].sort(consoleOrder)
}

export type AssigneeFilter = 'all' | 'mine' | 'unassigned'
export const ASSIGNEE_FILTERS: AssigneeFilter[] = ['all', 'mine', 'unassigned']

const assignedAs = (c: StaffConversationView, filter: AssigneeFilter, me: number) =>
  filter === 'all' || (filter === 'mine' ? c.assigneeId === me : c.assigneeId === null)

type ListFilters = { status: ConversationFilter; assignee: AssigneeFilter; me: number }

const passes = (c: StaffConversationView, { status, assignee, me }: ListFilters) =>
  (status === 'all' || c.status === status) && assignedAs(c, assignee, me)

/**
 * What the list shows: the status filter, the assignee filter (`me`: the signed-in staff member),
 * and when a search is active only its matches. `keptId`, the conversation the agent has open, passes
 * the status and assignee filters whatever it has become: closing or handing it over while it is open
 * does not pull it out from under them. Opening another one lets it go (see also `keptAfterFilter`).
 */
export function visibleConversations(
  list: StaffConversationListing[],
  filters: ListFilters,
  matches: ReadonlySet<number> | null,
  keptId: number | null = null,
): StaffConversationListing[] {
  return list.filter((c) => (c.id === keptId || passes(c, filters)) && (!matches || matches.has(c.id)))
}

/** The agent picked `filters`: the open conversation stays kept if they show it, else the filters apply to it too. */
export function keptAfterFilter(
  list: StaffConversationListing[],
  filters: ListFilters,
  selectedId: number | null,
): number | null {
  const selected = list.find((c) => c.id === selectedId)
  return selected && passes(selected, filters) ? selected.id : null
}

export const totalUnread = (list: StaffConversationListing[]) => list.reduce((sum, c) => sum + c.unread, 0)

/** "(3) Live chat · …" while anything is unread, the page's own title otherwise. */
export const titleWithUnread = (title: string, unread: number) => (unread > 0 ? `(${unread}) ${title}` : title)

/**
 * The conversation a "next" (step 1) or "previous" (step -1) shortcut selects among those shown:
 * from none, the first or the last; past either end, none (null: stay).
 */
export function neighbour(shown: number[], selectedId: number | null, step: 1 | -1): number | null {
  if (shown.length === 0) return null
  const at = selectedId === null ? -1 : shown.indexOf(selectedId)
  if (at === -1) return step === 1 ? shown[0]! : shown.at(-1)!
  return shown[at + step] ?? null
}

/**
 * A conversation's bookings after one arrives live: a new one joins the end, a changed one (moved, cancelled) replaces
 * itself.
 */
export function upsertBooking(list: BookingView[], booking: BookingView): BookingView[] {
  const at = list.findIndex((b) => b.id === booking.id)
  return at === -1 ? [...list, booking] : list.map((b, i) => (i === at ? booking : b))
}
