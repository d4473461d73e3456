'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'

import { ChatMessageList } from '@/components/chat/ChatMessageList'
import { fill } from '@/content/fill'
import type { StaffChatCopy } from '@/content/types'
import { titleWithUnread, totalUnread } from '@/lib/chat/client/console'
import { messageTextSchema } from '@/lib/chat/schema'
import { transcriptPath } from '@/lib/chat/transcript-path'

import { ConfirmDialog } from './ConfirmDialog'
import { ConversationList } from './ConversationList'
import { DeleteVisitorDialog } from './DeleteVisitorDialog'
import { SignOutButton } from './SignOutButton'
import { useStaffAlerts } from './useStaffAlerts'
import { type ChatActivity, useStaffChat } from './useStaffChat'

const toolButton = 'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border border-ink-900/20 px-4 text-sm font-semibold text-ink-900 hover:bg-cream-50'
const headerButton =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full border border-ink-900/20 bg-white px-3.5 text-sm font-semibold text-ink-900 hover:bg-cream-50 sm:px-5'
const panelFrame = 'flex-col bg-white lg:h-[600px] lg:rounded-card lg:ring-1 lg:ring-ink-900/10'

/** /admin/chat: conversations on the left, the selected conversation's messages and reply on the right. */
export function StaffChatConsole({ copy, staffName, isAdmin }: { copy: StaffChatCopy; staffName: string; isAdmin: boolean }) {
  const alerts = useStaffAlerts()
  const chat = useStaffChat({
    onActivity: ({ kind, visitorName, message }: ChatActivity) =>
      alerts.alert(fill(kind === 'conversation' ? copy.newConversationAlert : copy.newMessageAlert, { name: visitorName }), message),
  })
  const [reply, setReply] = useState('')
  const selected = chat.conversations.find((c) => c.id === chat.selectedId)

  // The tab title carries the unread total, so a background tab shows that visitors are waiting.
  const pageTitle = useRef<string | null>(null)
  const unread = totalUnread(chat.conversations)
  useEffect(() => {
    pageTitle.current ??= document.title
    document.title = titleWithUnread(pageTitle.current, unread)
  }, [unread])
  useEffect(
    () => () => {
      if (pageTitle.current) document.title = pageTitle.current
    },
    [],
  )

  async function onDelete() {
    if (!selected) return false
    const done = await chat.deleteVisitor(selected.id)
    if (done) toast.success(copy.deleted)
    else toast.error(copy.errorTitle, { description: copy.deleteFailed })
    return done
  }

  async function onReply(event: FormEvent) {
    event.preventDefault()
    // Blank replies are ignored (specification); any other rule of the shared schema is explained.
    if (!selected || reply.trim() === '') return
    const parsed = messageTextSchema.safeParse(reply)
    if (!parsed.success) {
      toast.error(copy.errorTitle, { description: parsed.error.issues[0]?.message })
      return
    }
    const text = reply
    setReply('')
    if (!(await chat.reply(selected.id, parsed.data))) {
      setReply(text)
      toast.error(copy.errorTitle, { description: copy.sendFailed })
    }
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
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="truncate font-display text-2xl font-semibold text-ink-950 sm:text-3xl">{copy.consoleTitle}</h1>
          <p className="mt-1 truncate text-sm text-ink-700" role="status">
            {staffName}
            {chat.connected ? '' : ` · ${copy.connecting}`}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2" data-testid="console-actions">
          <button
            type="button"
            onClick={() => void alerts.toggle()}
            aria-pressed={alerts.enabled}
            title={copy.alertsHint}
            className={`${headerButton} aria-pressed:border-ink-950`}
          >
            {alerts.enabled ? copy.alertsOn : copy.alertsOff}
          </button>
          <SignOutButton label={copy.signOut} className={headerButton} />
        </div>
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-[22rem_1fr]">
        {/* On a phone: the list, or the selected thread full-screen with a way back. */}
        <div className={selected ? 'hidden lg:block' : 'min-w-0'}>
          <ConversationList
            copy={copy}
            conversations={chat.conversations}
            listState={chat.listState}
            older={{ available: chat.hasOlder, loading: chat.loadingOlder, load: () => void chat.loadOlder() }}
            selectedId={chat.selectedId}
            typing={chat.typing}
            onSelect={chat.select}
            search={chat.search}
          />
        </div>

        <section
          aria-labelledby="messages-heading"
          data-testid="messages-panel"
          className={selected ? `fixed inset-0 z-40 flex h-dvh min-w-0 lg:static lg:z-auto ${panelFrame}` : `hidden lg:flex ${panelFrame}`}
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
                  <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
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
              <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 xl:mx-0 xl:justify-end xl:overflow-visible xl:px-0 xl:pb-0" data-testid="thread-actions">
                {selected.status === 'open' ? (
                  <ConfirmDialog
                    trigger={copy.closeChat}
                    triggerClassName={toolButton}
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
                {isAdmin ? <DeleteVisitorDialog copy={copy} visitorName={selected.visitorName} onConfirm={onDelete} /> : null}
              </div>
            ) : null}
          </div>
          {selected ? (
            <>
              <ChatMessageList
                messages={chat.messages}
                perspective="staff"
                labels={{ you: copy.send, sending: copy.sending, retrying: copy.retrying, log: copy.messages }}
                footer={
                  <>
                    {selected.status === 'closed' ? (
                      <p role="status" className="rounded-xl bg-ink-100 px-3 py-2 text-sm text-ink-900">
                        {copy.closedConversation}
                      </p>
                    ) : null}
                    <p aria-live="polite" className="min-h-5 text-sm italic text-ink-700">
                      {chat.typing.has(selected.id) ? fill(copy.visitorTyping, { name: selected.visitorName }) : ''}
                    </p>
                  </>
                }
              />
              {selected.status === 'open' ? (
                <form onSubmit={onReply} className="flex items-end gap-2 border-t border-ink-100 p-3">
                  <label htmlFor="staff-reply" className="sr-only">
                    {copy.replyLabel}
                  </label>
                  <textarea
                    id="staff-reply"
                    rows={2}
                    value={reply}
                    onChange={(e) => {
                      setReply(e.target.value)
                      if (e.target.value.trim() !== '') chat.notifyTyping(selected.id)
                    }}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && !e.shiftKey) {
                        e.preventDefault()
                        void onReply(e)
                      }
                    }}
                    placeholder={copy.replyPlaceholder}
                    className="min-h-11 flex-1 resize-none rounded-lg border border-ink-900/20 px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500"
                  />
                  <button type="submit" className="min-h-11 rounded-full bg-rose-700 px-5 text-sm font-semibold text-white hover:bg-rose-800">
                    {copy.send}
                  </button>
                </form>
              ) : null}
            </>
          ) : (
            <p className="grid flex-1 place-items-center p-6 text-center text-ink-700">{copy.selectConversation}</p>
          )}
        </section>
      </div>
    </div>
  )
}
