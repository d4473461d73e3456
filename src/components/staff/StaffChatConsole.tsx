'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'

import { ChatMessageList } from '@/components/chat/ChatMessageList'
import type { StaffChatCopy } from '@/content/types'
import type { StaffConversationView } from '@/lib/chat/types'

import { useStaffChat } from './useStaffChat'

const activity = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : ''

function StatusBadge({ status, copy }: { status: StaffConversationView['status']; copy: StaffChatCopy }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status === 'open' ? 'bg-rose-100 text-rose-800' : 'bg-ink-100 text-ink-900'}`}
    >
      {status === 'open' ? copy.open : copy.closed}
    </span>
  )
}

/** /admin/chat: conversations on the left, the selected conversation's messages and reply on the right. */
export function StaffChatConsole({ copy, staffName }: { copy: StaffChatCopy; staffName: string }) {
  const router = useRouter()
  const chat = useStaffChat()
  const [reply, setReply] = useState('')
  const [signingOut, setSigningOut] = useState(false)
  const selected = chat.conversations.find((c) => c.id === chat.selectedId)

  async function onReply(event: FormEvent) {
    event.preventDefault()
    if (!selected || reply.trim() === '') return
    const text = reply
    setReply('')
    if (!(await chat.reply(selected.id, text))) {
      setReply(text)
      toast.error(copy.errorTitle, { description: copy.sendFailed })
    }
  }

  async function onClose() {
    if (selected && !(await chat.close(selected.id))) toast.error(copy.errorTitle, { description: copy.closeFailed })
  }

  async function signOut() {
    setSigningOut(true)
    await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' }).catch((error: unknown) =>
      console.error('Sign out failed', error),
    )
    router.replace('/admin/login')
    router.refresh()
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold text-ink-950">{copy.consoleTitle}</h1>
          <p className="mt-1 text-sm text-ink-700" role="status">
            {staffName}
            {chat.connected ? '' : ` · ${copy.connecting}`}
          </p>
        </div>
        <button
          type="button"
          onClick={signOut}
          disabled={signingOut}
          className="inline-flex min-h-11 items-center rounded-full border border-ink-900/20 bg-white px-5 text-sm font-semibold text-ink-900 hover:bg-cream-50"
        >
          {copy.signOut}
        </button>
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-[22rem_1fr]">
        <section aria-labelledby="conversations-heading" className="flex max-h-[600px] flex-col rounded-card bg-white ring-1 ring-ink-900/10">
          <h2 id="conversations-heading" className="border-b border-ink-100 px-4 py-3 font-semibold text-ink-950">
            {copy.conversations}
          </h2>
          {chat.conversations.length === 0 ? (
            <p className="p-4 text-sm text-ink-700">{copy.noConversations}</p>
          ) : (
            <ul className="flex-1 divide-y divide-ink-100 overflow-y-auto" data-testid="conversation-list">
              {chat.conversations.map((conversation) => (
                <li key={conversation.id}>
                  <button
                    type="button"
                    onClick={() => chat.select(conversation.id)}
                    aria-current={conversation.id === chat.selectedId ? 'true' : undefined}
                    className="block w-full px-4 py-3 text-left hover:bg-cream-50 aria-[current=true]:bg-cream-100"
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-semibold text-ink-950">{conversation.visitorName}</span>
                      <StatusBadge status={conversation.status} copy={copy} />
                    </span>
                    <span className="mt-0.5 block truncate text-sm text-ink-700">
                      {[conversation.visitorEmail, conversation.visitorPhone].filter(Boolean).join(' · ') || copy.noContact}
                    </span>
                    <span className="mt-0.5 block text-xs text-ink-700">{activity(conversation.lastMessageAt ?? conversation.createdAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="messages-heading" className="flex h-[600px] flex-col rounded-card bg-white ring-1 ring-ink-900/10">
          <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-4 py-3">
            <h2 id="messages-heading" className="truncate font-semibold text-ink-950">
              {copy.messages}
              {selected ? <span className="font-normal text-ink-700"> · {selected.visitorName}</span> : null}
            </h2>
            {selected?.status === 'open' ? (
              <button
                type="button"
                onClick={onClose}
                className="inline-flex min-h-10 items-center rounded-full border border-ink-900/20 px-4 text-sm font-semibold text-ink-900 hover:bg-cream-50"
              >
                {copy.closeChat}
              </button>
            ) : null}
          </div>
          {selected ? (
            <>
              <ChatMessageList
                messages={chat.messages}
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
              {selected.status === 'open' ? (
                <form onSubmit={onReply} className="flex items-end gap-2 border-t border-ink-100 p-3">
                  <label htmlFor="staff-reply" className="sr-only">
                    {copy.replyLabel}
                  </label>
                  <textarea
                    id="staff-reply"
                    rows={2}
                    value={reply}
                    onChange={(e) => setReply(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && !e.shiftKey) {
                        e.preventDefault()
                        void onReply(e)
                      }
                    }}
                    placeholder={copy.replyPlaceholder}
                    className="min-h-11 flex-1 resize-none rounded-lg border border-ink-900/20 px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500"
                  />
                  <button
                    type="submit"
                    className="min-h-11 rounded-full bg-rose-700 px-5 text-sm font-semibold text-white hover:bg-rose-800"
                  >
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
