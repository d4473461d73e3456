'use client'

import { type FormEvent, type KeyboardEvent, type Ref, useId, useImperativeHandle, useRef, useState } from 'react'
import { toast } from 'sonner'

import { fill } from '@/content/fill'
import type { StaffChatCopy } from '@/content/types'
import { type CannedReplyView, type CannedValues, fillCanned, matchCanned, slashQuery } from '@/lib/chat/canned'
import { messageTextSchema } from '@/lib/chat/schema'
import type { StaffConversationView } from '@/lib/chat/types'

export type ComposerMode = 'reply' | 'note'

/** What the console's keyboard shortcuts do to the box. */
export type ComposerHandle = { focus: (mode: ComposerMode) => void }

type ReplyComposerProps = {
  ref?: Ref<ComposerHandle>
  copy: StaffChatCopy
  conversation: StaffConversationView
  canned: CannedReplyView[]
  /** What canned replies' placeholders become in this conversation. */
  cannedValues: CannedValues
  /** Resolve false when the text was not stored: it goes back into the box. */
  onReply: (text: string) => Promise<boolean>
  onNote: (text: string) => Promise<boolean>
  onTyping: () => void
  /** "… is typing", beside the mode buttons (empty while the visitor is not typing). */
  typing: string
}

const modeButton =
  'min-h-9 rounded-full px-3 text-sm font-semibold text-ink-900 hover:bg-cream-50 aria-pressed:bg-ink-950 aria-pressed:text-white focus-visible:outline-offset-1'

/**
 * The box under a conversation: a reply the visitor receives, or a note only staff see. A closed
 * conversation takes notes only. Enter sends, Shift+Enter starts a new line; "/" at the start lists
 * the canned replies (arrows choose, Enter inserts, Escape closes the list).
 */
export function ReplyComposer({
  ref,
  copy,
  conversation,
  canned,
  cannedValues,
  onReply,
  onNote,
  onTyping,
  typing,
}: ReplyComposerProps) {
  const id = useId()
  const box = useRef<HTMLTextAreaElement>(null)
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState<ComposerMode>('reply')
  const [saving, setSaving] = useState(false)
  // The text at which Escape closed the canned list: it stays closed until the text changes.
  const [dismissedAt, setDismissedAt] = useState<string | null>(null)
  const [active, setActive] = useState(0)
  const mode: ComposerMode = conversation.status === 'open' ? chosen : 'note'
  const note = mode === 'note'

  const query = slashQuery(text)
  const picking = query !== null && dismissedAt !== text
  const matches = picking ? matchCanned(canned, query) : []
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0))
  const optionId = (reply: CannedReplyView) => `${id}-canned-${reply.id}`

  useImperativeHandle(ref, () => ({
    focus: (next) => {
      setChosen(next)
      box.current?.focus()
    },
  }))

  function change(value: string) {
    setText(value)
    setActive(0)
    if (!note && value.trim() !== '' && slashQuery(value) === null) onTyping()
  }

  function insert(reply: CannedReplyView) {
    setText(fillCanned(reply.text, cannedValues))
    setActive(0)
    box.current?.focus()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    // Blank replies are ignored (specification); any other rule of the shared schema is explained.
    if (text.trim() === '' || saving) return
    const parsed = messageTextSchema.safeParse(text)
    if (!parsed.success) {
      toast.error(copy.errorTitle, { description: parsed.error.issues[0]?.message })
      return
    }
    const written = text
    setText('')
    if (note) setSaving(true)
    const stored = await (note ? onNote(parsed.data) : onReply(parsed.data))
    setSaving(false)
    if (!stored) {
      setText(written)
      toast.error(copy.errorTitle, { description: note ? copy.noteFailed : copy.sendFailed })
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (picking) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault()
        if (matches.length > 0)
          setActive((activeIndex + (e.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length)
        return
      }
      if (e.key === 'Escape') {
        e.preventDefault()
        setDismissedAt(text)
        return
      }
      if ((e.key === 'Enter' && !e.shiftKey) || e.key === 'Tab') {
        const reply = matches[activeIndex]
        if (reply) {
          e.preventDefault()
          insert(reply)
          return
        }
      }
    } else if (e.key === 'Escape') {
      // Leaves the box, so the console's shortcuts and Tab order take over.
      box.current?.blur()
      return
    }
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault()
      void submit(e)
    }
  }

  return (
    <form
      onSubmit={submit}
      className={`relative border-t border-ink-100 p-3 ${note ? 'bg-gold-50' : ''}`}
      data-mode={mode}
    >
      {picking ? (
        <div className="absolute inset-x-3 bottom-full z-10 mb-1 max-h-64 overflow-y-auto rounded-xl bg-white p-1 shadow-lg ring-1 ring-ink-900/15">
          <p className="px-2 py-1 text-xs font-semibold text-ink-700" id={`${id}-canned-label`}>
            {copy.cannedTitle}
          </p>
          {matches.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-ink-700">
              {canned.length === 0 ? copy.cannedNone : copy.cannedNoMatch}
            </p>
          ) : (
            <ul role="listbox" id={`${id}-canned`} aria-labelledby={`${id}-canned-label`} data-testid="canned-list">
              {matches.map((reply, index) => (
                <li
                  key={reply.id}
                  id={optionId(reply)}
                  role="option"
                  aria-selected={index === activeIndex}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => insert(reply)}
                  className="cursor-pointer rounded-lg px-2 py-1.5 text-sm text-ink-900 aria-selected:bg-ink-950 aria-selected:text-white"
                >
                  <span className="block font-semibold">{reply.title}</span>
                  <span className="block truncate text-xs opacity-80">{fillCanned(reply.text, cannedValues)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="sr-only" aria-live="polite">
            {fill(copy.cannedCount, { count: matches.length })}
          </p>
        </div>
      ) : null}
      <div className="mb-2 flex items-center gap-2">
        {conversation.status === 'open' ? (
          <div role="group" aria-label={copy.composerMode} className="flex gap-1">
            {(['reply', 'note'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setChosen(value)}
                className={modeButton}
              >
                {value === 'reply' ? copy.replyMode : copy.noteMode}
              </button>
            ))}
          </div>
        ) : null}
        <p className="text-xs text-ink-700">{note ? copy.noteHint : copy.cannedHint}</p>
        <p aria-live="polite" className="ml-auto min-w-0 truncate text-sm italic text-ink-700">
          {typing}
        </p>
      </div>
      <div className="flex items-end gap-2">
        <label htmlFor="staff-reply" className="sr-only">
          {note ? copy.noteLabel : copy.replyLabel}
        </label>
        <textarea
          ref={box}
          id="staff-reply"
          rows={2}
          value={text}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
          aria-controls={picking && matches.length > 0 ? `${id}-canned` : undefined}
          aria-activedescendant={picking && matches[activeIndex] ? optionId(matches[activeIndex]) : undefined}
          placeholder={note ? copy.notePlaceholder : copy.replyPlaceholder}
          className="min-h-11 flex-1 resize-none rounded-lg border border-ink-900/20 bg-white px-3 py-2 text-sm text-ink-900 placeholder:text-ink-500"
        />
        <button
          type="submit"
          disabled={saving}
          className={`min-h-11 rounded-full px-5 text-sm font-semibold disabled:opacity-60 ${note ? 'bg-ink-950 text-white hover:bg-ink-900' : 'bg-rose-700 text-white hover:bg-rose-800'}`}
        >
          {note ? (saving ? copy.savingNote : copy.addNote) : copy.send}
        </button>
      </div>
    </form>
  )
}
