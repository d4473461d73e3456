'use client'

import Link from 'next/link'
import { useCallback, useRef, useState } from 'react'
import { toast } from 'sonner'

import { ChatMessageList } from '@/components/chat/ChatMessageList'
import { fill } from '@/content/fill'
import type { StaffChatCopy } from '@/content/types'
import { neighbour, titleWithUnread, totalUnread } from '@/lib/chat/client/console'
import type { ChatActivity } from '@/lib/chat/client/console-state'
import { CONVERSATION_OUTCOMES, type ConversationOutcome, OUTCOME_LABELS } from '@/lib/chat/constants'
import { transcriptPath } from '@/lib/chat/transcript-path'

import { ConfirmDialog } from './ConfirmDialog'
import { ConversationList } from './ConversationList'
import { DeleteVisitorDialog } from './DeleteVisitorDialog'
import { PushAlertsPanel } from './PushAlertsPanel'
import { type ComposerHandle, ReplyComposer } from './ReplyComposer'
import { ShortcutSheet } from './ShortcutSheet'
import { SignOutButton } from './SignOutButton'
import { useConsoleShortcuts } from './useConsoleShortcuts'
import { useLinkedConversation } from './useLinkedConversation'
import { useStaffAlerts } from './useStaffAlerts'
import { useStaffChat } from './useStaffChat'
import { VisitorPanel } from './VisitorPanel'

import './console.css'

const toolButton =
  'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border border-ink-900/20 px-4 text-sm font-semibold text-ink-900 hover:bg-cream-50'
const headerButton =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full border border-ink-900/20 bg-white px-3.5 text-sm font-semibold text-ink-900 hover:bg-cream-50 sm:px-5'
/** Header buttons shown from the `sm` breakpoint up (the phone header keeps only alerts and sign-out). */
const wideHeaderButton = headerButton.replace('inline-flex ', 'hidden sm:inline-flex ')
// Its height (the specification's 600 px, less where the window is shorter) is in console.css.
const panelFrame = 'console-panel flex-col bg-white lg:rounded-card lg:ring-1 lg:ring-ink-900/10'

type StaffChatConsoleProps = {
  copy: StaffChatCopy
  /** The page's own document title; the unread total goes in front of it. */
  title: string
  staff: { id: number; name: string; replyName: string; isAdmin: boolean }
  /** The booking link canned replies insert for {booking link}. */
  bookingLink: string
}

/** /admin/chat: conversations on the left, the selected conversation's messages and reply on the right. */
export function StaffChatConsole({ copy, title, staff, bookingLink }: StaffChatConsoleProps) {
  const { name: staffName, isAdmin } = staff
  const alerts = useStaffAlerts()
  const chat = useStaffChat({
    onActivity: ({ kind, visitorName, message }: ChatActivity) =>
      alerts.alert(
        fill(kind === 'conversation' ? copy.newConversationAlert : copy.newMessageAlert, { name: visitorName }),
        message,
      ),
  })
  const selected = chat.conversations.find((c) => c.id === chat.selectedId)
  // /admin/chat?conversation=<id> (a push alert's link) opens that conversation.
  useLinkedConversation(chat.listState === 'loaded', chat.select)
  const shown = useRef<number[]>([])
  const onShownChange = useCallback((ids: number[]) => {
    shown.current = ids
  }, [])
  const composer = useRef<ComposerHandle>(null)
  const closeTrigger = useRef<HTMLButtonElement>(null)
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  const step = (direction: 1 | -1) => {
    const target = neighbour(shown.current, chat.selectedId, direction)
    if (target !== null) chat.select(target)
  }
  useConsoleShortcuts({
    next: () => step(1),
    previous: () => step(-1),
    reply: () => composer.current?.focus('reply'),
    note: () => composer.current?.focus('note'),
    close: () => closeTrigger.current?.click(),
    help: () => setShortcutsOpen((open) => !open),
  })

  async function onDelete() {
    if (!selected) return false
    const done = await chat.deleteVisitor(selected.id)
    if (done) toast.success(copy.deleted)
    else toast.error(copy.errorTitle, { description: copy.deleteFailed })
    return done
  }

  async function onOutcome(outcome: ConversationOutcome | null) {
    if (selected && !(await chat.setOutcome(selected.id, outcome)))
      toast.error(copy.errorTitle, { description: copy.outcomeFailed })
  }

  async function onBlock(blocked: boolean) {
    if (!selected) return false
    const done = await chat.setBlocked(selected.id, blocked)
    if (!done) toast.error(copy.errorTitle, { description: copy.blockFailed })
    return done
  }

  async function onAssign(assigneeId: number | null) {
    if (selected && !(await chat.assign(selected.id, assigneeId)))
      toast.error(copy.errorTitle, { description: copy.assignFailed })
  }

  async function onClose() {
    if (!selected) return false
    const done = await chat.close(selected.id)
    if (!done.ok) toast.error(copy.errorTitle, { description: copy.closeFailed })
    return done.ok
  }

  async function onReopen() {
    if (!selected) return
    const done = await chat.reopen(selected.id)
    if (done.ok) toast.success(copy.reopened)
    else toast.error(copy.errorTitle, { description: done.reason ?? copy.reopenFailed })
  }

  return (
    <div className="console-root mx-auto max-w-7xl px-4 py-6 sm:px-6">
      {/* React keeps this in <head>: the unread total shows in a background tab, and leaving the page takes it along. */}
      <title>{titleWithUnread(title, totalUnread(chat.conversations))}</title>
      {/* On a phone the buttons go under the title rather than squeezing it. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="console-title min-w-[10rem] flex-1">
          <h1 className="truncate font-display text-2xl font-semibold text-ink-950 sm:text-3xl">{copy.consoleTitle}</h1>
          <p className="mt-1 truncate text-sm text-ink-700" role="status">
            {staffName}
            {chat.connected ? '' : ` · ${copy.connecting}`}
          </p>
          <p className="mt-0.5 truncate text-xs text-ink-700" data-testid="replying-as">
            {fill(copy.replyingAs, { name: staff.replyName })}{' '}
            <Link
              href="/cms/account"
              prefetch={false}
              className="font-semibold text-rose-700 underline underline-offset-2 hover:text-rose-800"
            >
              {copy.changeDisplayName}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2" data-testid="console-actions">
          <Link href="/admin/reports" className={wideHeaderButton}>
            {copy.reportsLink}
          </Link>
          <ShortcutSheet
            copy={copy}
            open={shortcutsOpen}
            onOpenChange={setShortcutsOpen}
            triggerClassName={wideHeaderButton}
          />
          <button
            type="button"
            onClick={() => void alerts.toggle()}
            aria-pressed={alerts.enabled}
            title={copy.alertsHint}
            className={`${headerButton} gap-2 aria-pressed:border-ink-950 aria-pressed:bg-cream-100`}
          >
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${alerts.enabled ? 'bg-emerald-600' : 'border border-ink-500'}`}
            />
            {copy.soundInTab}
          </button>
          <PushAlertsPanel copy={copy.pushAlerts} summaryClassName={headerButton} />
          <SignOutButton label={copy.signOut} className={headerButton} />
        </div>
      </div>

      <div className="console-columns mt-6 grid gap-4 lg:grid-cols-[22rem_1fr]">
        {/* On a phone: the list, or the selected thread full-screen with a way back. */}
        <div className={selected ? 'console-list hidden lg:block' : 'console-list min-w-0'}>
          <ConversationList
            copy={copy}
            conversations={chat.conversations}
            listState={chat.listState}
            older={{ available: chat.hasOlder, loading: chat.loadingOlder, load: () => void chat.loadOlder() }}
            selectedId={chat.selectedId}
            me={staff.id}
            agents={chat.agents}
            typing={chat.typing}
            onSelect={chat.select}
            onShownChange={onShownChange}
            search={chat.search}
          />
        </div>

        <section
          aria-labelledby="messages-heading"
          data-testid="messages-panel"
          className={
            selected
              ? `fixed inset-0 z-40 flex h-dvh min-w-0 lg:static lg:z-auto ${panelFrame}`
              : `hidden lg:flex ${panelFrame}`
          }
        >
          <div className="flex flex-col gap-2 border-b border-ink-100 px-4 py-3 xl:flex-row xl:items-center xl:justify-between">
            <div className="flex min-w-0 items-center gap-2">
              {selected ? (
                <button
                  type="button"
                  onClick={chat.deselect}
                  aria-label={copy.backToList}
                  className="grid size-10 shrink-0 place-items-center rounded-full text-ink-900 hover:bg-cream-50 lg:hidden"
                >
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M12.5 4.5 7 10l5.5 5.5" />
                  </svg>
                </button>
              ) : null}
              <h2 id="messages-heading" className="min-w-0 truncate font-semibold text-ink-950">
                {copy.messages}
                {selected ? <span className="font-normal text-ink-700"> · {selected.visitorName}</span> : null}
              </h2>
            </div>
            {selected ? (
              <div className="flex flex-wrap gap-2 xl:justify-end" data-testid="thread-actions">
                {selected.status === 'open' ? (
                  <ConfirmDialog
                    trigger={copy.closeChat}
                    triggerClassName={toolButton}
                    triggerRef={closeTrigger}
                    triggerShortcut="Alt+C"
                    title={copy.closeTitle}
                    text={fill(copy.closeText, { name: selected.visitorName })}
                    confirm={copy.closeConfirm}
                    busy={copy.closing}
                    cancel={copy.cancel}
                    onConfirm={onClose}
                  />
                ) : (
                  <button type="button" onClick={() => void onReopen()} className={toolButton}>
                    {copy.reopen}
                  </button>
                )}
                <a href={transcriptPath(selected.id, 'json')} download className={toolButton}>
                  {copy.exportJson}
                </a>
                <a href={transcriptPath(selected.id, 'text')} download className={toolButton}>
                  {copy.exportText}
                </a>
                {isAdmin ? (
                  <DeleteVisitorDialog copy={copy} visitorName={selected.visitorName} onConfirm={onDelete} />
                ) : null}
              </div>
            ) : null}
          </div>
          {selected ? (
            <div className="console-body flex flex-1 flex-col overflow-hidden">
              {/* Beside the thread from 1280 px (console.css), above it on narrower screens. */}
              <div className="console-details">
                <div
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-ink-100 px-4 py-2 text-sm"
                  data-testid="assignment"
                >
                  <span className="flex min-w-0 flex-wrap items-center gap-2">
                    <label htmlFor="conversation-assignee" className="whitespace-nowrap font-semibold text-ink-900">
                      {copy.assignedTo}
                    </label>
                    <select
                      id="conversation-assignee"
                      value={selected.assigneeId ?? ''}
                      onChange={(e) => void onAssign(e.target.value === '' ? null : Number(e.target.value))}
                      className="min-h-9 min-w-0 max-w-56 rounded-lg border border-ink-900/20 bg-white px-2 text-sm text-ink-900"
                    >
                      <option value="">{copy.unassigned}</option>
                      {chat.agents.map((agent) => (
                        <option key={agent.id} value={agent.id}>
                          {agent.id === staff.id ? `${agent.name} (${copy.you})` : agent.name}
                        </option>
                      ))}
                    </select>
                    {selected.assigneeId !== staff.id ? (
                      <button type="button" onClick={() => void onAssign(staff.id)} className={toolButton}>
                        {copy.take}
                      </button>
                    ) : null}
                  </span>
                  <span className="flex min-w-0 flex-wrap items-center gap-2">
                    <label htmlFor="conversation-outcome" className="whitespace-nowrap font-semibold text-ink-900">
                      {copy.outcomeLabel}
                    </label>
                    <select
                      id="conversation-outcome"
                      value={selected.outcome ?? ''}
                      onChange={(e) =>
                        void onOutcome(e.target.value === '' ? null : (e.target.value as ConversationOutcome))
                      }
                      className="min-h-9 min-w-0 rounded-lg border border-ink-900/20 bg-white px-2 text-sm text-ink-900"
                    >
                      <option value="">{copy.noOutcome}</option>
                      {CONVERSATION_OUTCOMES.map((outcome) => (
                        <option key={outcome} value={outcome}>
                          {OUTCOME_LABELS[outcome]}
                        </option>
                      ))}
                    </select>
                  </span>
                  {chat.visitor?.blocked ? (
                    <span className="flex items-center gap-2" role="status">
                      <span className="text-ink-700">{copy.blockedNotice}</span>
                      <button type="button" onClick={() => void onBlock(false)} className={toolButton}>
                        {copy.unblockVisitor}
                      </button>
                    </span>
                  ) : selected.outcome === 'spam' ? (
                    <ConfirmDialog
                      trigger={copy.blockVisitor}
                      triggerClassName={toolButton}
                      title={copy.blockTitle}
                      text={fill(copy.blockText, { name: selected.visitorName })}
                      confirm={copy.blockVisitor}
                      busy={copy.blocking}
                      cancel={copy.cancel}
                      onConfirm={() => onBlock(true)}
                    />
                  ) : null}
                </div>
                <VisitorPanel
                  copy={copy}
                  context={chat.visitor?.context ?? null}
                  connected={chat.visitor?.connected ?? false}
                  earlier={chat.visitor?.earlier ?? []}
                  bookingClicks={chat.visitor?.bookingClicks ?? []}
                  bookings={chat.visitor?.bookings ?? []}
                  onOpen={(conversation) => {
                    chat.addListings([conversation])
                    chat.select(conversation.id)
                  }}
                />
              </div>
              <div className="console-thread flex flex-1 flex-col overflow-hidden">
                <ChatMessageList
                  className="console-log"
                  messages={chat.messages}
                  notes={{
                    list: chat.notes,
                    heading: (note) =>
                      fill(copy.noteBy, { name: note.authorId === staff.id ? copy.you : note.authorName }),
                  }}
                  perspective="staff"
                  labels={{ you: copy.send, sending: copy.sending, retrying: copy.retrying, log: copy.messages }}
                  footer={
                    selected.status === 'closed' ? (
                      <p role="status" className="rounded-xl bg-ink-100 px-3 py-2 text-sm text-ink-900">
                        {copy.closedConversation}
                      </p>
                    ) : null
                  }
                />
                <ReplyComposer
                  copy={copy}
                  ref={composer}
                  conversation={selected}
                  canned={chat.canned}
                  cannedValues={{
                    'booking link': bookingLink,
                    'visitor name': selected.visitorName,
                    'agent name': staff.name,
                  }}
                  onReply={(text) => chat.reply(selected.id, text)}
                  onNote={(text) => chat.addNote(selected.id, text)}
                  onTyping={() => chat.notifyTyping(selected.id)}
                  typing={chat.typing.has(selected.id) ? fill(copy.visitorTyping, { name: selected.visitorName }) : ''}
                />
              </div>
            </div>
          ) : (
            <p className="grid flex-1 place-items-center p-6 text-center text-ink-700">{copy.selectConversation}</p>
          )}
        </section>
      </div>
    </div>
  )
}
