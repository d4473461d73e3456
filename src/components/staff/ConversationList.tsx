'use client'

import { useEffect, useId, useMemo, useState } from 'react'
import { toast } from 'sonner'

import { fill } from '@/content/fill'
import type { StaffChatCopy } from '@/content/types'
import {
  ASSIGNEE_FILTERS,
  type AssigneeFilter,
  CONVERSATION_FILTERS,
  type ConversationFilter,
  DEFAULT_FILTER,
  keptAfterFilter,
  visibleConversations,
} from '@/lib/chat/client/console'
import type { ListState } from '@/lib/chat/client/console-state'
import type { AgentView, StaffConversationListing, StaffConversationView } from '@/lib/chat/types'

const SEARCH_DEBOUNCE_MS = 250

const filterButton =
  'min-h-8 min-w-0 flex-auto rounded-full border border-ink-900/15 px-1.5 text-xs font-semibold text-ink-900 hover:bg-cream-50 aria-pressed:border-ink-950 aria-pressed:bg-ink-950 aria-pressed:text-white'

/** One row of filter buttons under its visible label (the group's name), one of them pressed. */
function FilterGroup<T extends string>({
  label,
  values,
  names,
  value,
  onChange,
}: {
  label: string
  values: T[]
  names: Record<T, string>
  value: T
  onChange: (value: T) => void
}) {
  const labelId = useId()
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mb-0.5 text-xs font-semibold text-ink-700">
        {label}
      </p>
      <div className="flex gap-0.5">
        {values.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className={filterButton}
          >
            {names[option]}
          </button>
        ))}
      </div>
    </div>
  )
}

const activity = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    : ''

function StatusBadge({ status, copy }: { status: StaffConversationView['status']; copy: StaffChatCopy }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status === 'open' ? 'bg-rose-100 text-rose-800' : 'bg-ink-100 text-ink-900'}`}
    >
      {status === 'open' ? copy.open : copy.closed}
    </span>
  )
}

type ConversationListProps = {
  copy: StaffChatCopy
  conversations: StaffConversationListing[]
  listState: ListState
  /** Older conversations than those listed may exist: the list offers to load the next page. */
  older: { available: boolean; loading: boolean; load: () => void }
  selectedId: number | null
  /** The signed-in staff member, for the "Mine" filter. */
  me: number
  agents: AgentView[]
  typing: ReadonlySet<number>
  onSelect: (conversationId: number) => void
  /** The ids shown, in order, whenever they change (for the next/previous shortcuts). */
  onShownChange: (ids: number[]) => void
  search: (query: string) => Promise<number[]>
}

/** The console's left column: search, open/closed and assignee filters, and the conversations with unread counts. */
export function ConversationList({
  copy,
  conversations,
  listState,
  older,
  selectedId,
  me,
  agents,
  typing,
  onSelect,
  onShownChange,
  search,
}: ConversationListProps) {
  const id = useId()
  const [filter, setFilter] = useState<ConversationFilter>(DEFAULT_FILTER)
  const [assignee, setAssignee] = useState<AssigneeFilter>('all')
  const [query, setQuery] = useState('')
  const [matches, setMatches] = useState<ReadonlySet<number> | null>(null)

  useEffect(() => {
    const text = query.trim()
    if (text === '') {
      setMatches(null)
      return
    }
    let current = true
    const timer = setTimeout(() => {
      search(text)
        .then((ids) => current && setMatches(new Set(ids)))
        .catch((error: unknown) => {
          console.error('Search failed', error)
          if (current) toast.error(copy.errorTitle, { description: copy.searchFailed })
        })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [query, search, copy])

  // The open conversation stays listed past the filters until another is opened or a filter that hides it is picked.
  const [kept, setKept] = useState({ selectedId, keptId: selectedId })
  if (kept.selectedId !== selectedId) setKept({ selectedId, keptId: selectedId })
  const pickStatus = (status: ConversationFilter) => {
    setFilter(status)
    setKept({ selectedId, keptId: keptAfterFilter(conversations, { status, assignee, me }, selectedId) })
  }
  const pickAssignee = (value: AssigneeFilter) => {
    setAssignee(value)
    setKept({ selectedId, keptId: keptAfterFilter(conversations, { status: filter, assignee: value, me }, selectedId) })
  }
  const shown = useMemo(
    () => visibleConversations(conversations, { status: filter, assignee, me }, matches, kept.keptId),
    [conversations, filter, assignee, me, matches, kept.keptId],
  )
  useEffect(() => onShownChange(shown.map((c) => c.id)), [shown, onShownChange])
  const names = useMemo(
    () => new Map(agents.map((agent) => [agent.id, agent.id === me ? copy.you : agent.name])),
    [agents, me, copy.you],
  )

  const olderButton =
    older.available && matches === null ? (
      <div className="border-t border-ink-100 p-3">
        <button
          type="button"
          onClick={older.load}
          disabled={older.loading}
          className="min-h-10 w-full rounded-full border border-ink-900/20 px-4 text-sm font-semibold text-ink-900 hover:bg-cream-50 disabled:opacity-60"
        >
          {older.loading ? copy.loadingOlder : copy.showOlder}
        </button>
      </div>
    ) : null

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex max-h-[600px] flex-col rounded-card bg-white ring-1 ring-ink-900/10 lg:max-h-full"
    >
      <h2 id={`${id}-heading`} className="border-b border-ink-100 px-4 py-2.5 font-semibold text-ink-950">
        {copy.conversations}
      </h2>
      <div className="grid grid-cols-[minmax(0,5fr)_minmax(0,6fr)] gap-2 border-b border-ink-100 p-3">
        <label htmlFor={`${id}-search`} className="sr-only">
          {copy.searchLabel}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={copy.searchPlaceholder}
          className="col-span-2 min-h-9 w-full rounded-lg border border-ink-900/20 px-3 text-sm text-ink-900 placeholder:text-ink-500"
        />
        <FilterGroup
          label={copy.filterLabel}
          values={CONVERSATION_FILTERS}
          names={copy.filters}
          value={filter}
          onChange={pickStatus}
        />
        <FilterGroup
          label={copy.assigneeFilterLabel}
          values={ASSIGNEE_FILTERS}
          names={copy.assigneeFilters}
          value={assignee}
          onChange={pickAssignee}
        />
      </div>
      {conversations.length === 0 ? (
        // A failed load is only logged (specification): no claim of an empty inbox.
        listState === 'failed' ? null : (
          <p className="p-4 text-sm text-ink-700" role="status">
            {listState === 'loading' ? copy.loadingConversations : copy.noConversations}
          </p>
        )
      ) : shown.length === 0 ? (
        <>
          <p className="p-4 text-sm text-ink-700" role="status">
            {copy.noMatches}
          </p>
          {olderButton}
        </>
      ) : (
        // The button for older conversations scrolls with the list, at its end, instead of taking its height.
        <div className="min-h-0 flex-1 overflow-y-auto" data-testid="conversation-scroller">
          <ul className="divide-y divide-ink-100" data-testid="conversation-list">
            {shown.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => onSelect(conversation.id)}
                  aria-current={conversation.id === selectedId ? 'true' : undefined}
                  className="block w-full px-4 py-1.5 text-left hover:bg-cream-50 aria-[current=true]:bg-cream-100"
                >
                  {/* Two lines a conversation, so a laptop's list shows eight or more: who and when, then the last message. */}
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-semibold text-ink-950">{conversation.visitorName}</span>
                    <span className="flex shrink-0 items-center gap-1.5 text-xs text-ink-700">
                      {conversation.assigneeId !== null ? (
                        <span className="max-w-20 truncate font-semibold" data-testid="conversation-assignee">
                          {names.get(conversation.assigneeId) ?? ''}
                        </span>
                      ) : null}
                      {conversation.unread > 0 ? (
                        <span
                          data-testid="unread-count"
                          className="grid min-w-6 place-items-center rounded-full bg-rose-700 px-1.5 text-xs font-bold text-white"
                        >
                          <span aria-hidden="true">{conversation.unread}</span>
                          <span className="sr-only">{fill(copy.unreadCount, { count: conversation.unread })}</span>
                        </span>
                      ) : null}
                      <StatusBadge status={conversation.status} copy={copy} />
                    </span>
                  </span>
                  <span className="flex items-baseline justify-between gap-2">
                    {/* Like a messenger's list: "… is typing" takes the preview's place while it lasts. */}
                    {typing.has(conversation.id) ? (
                      <span className="min-w-0 truncate text-sm italic text-ink-700">
                        {fill(copy.visitorTyping, { name: conversation.visitorName })}
                      </span>
                    ) : (
                      <span className="min-w-0 truncate text-sm text-ink-900" data-testid="conversation-preview">
                        {conversation.preview
                          ? conversation.preview.senderType === 'admin'
                            ? fill(copy.previewFromTeam, { text: conversation.preview.text })
                            : conversation.preview.text
                          : copy.noMessagesYet}
                      </span>
                    )}
                    <span className="shrink-0 text-xs text-ink-700">
                      {activity(conversation.lastMessageAt ?? conversation.createdAt)}
                    </span>
                  </span>
                  <span className="sr-only">
                    {[conversation.visitorEmail, conversation.visitorPhone].filter(Boolean).join(' · ') ||
                      copy.noContact}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {olderButton}
        </div>
      )}
    </section>
  )
}
