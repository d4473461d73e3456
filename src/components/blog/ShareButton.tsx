'use client'

import { Share2 } from 'lucide'
import { toast } from 'sonner'

import { Svg } from '@/components/ui/Svg'
import { Toaster } from '@/components/ui/Toaster'

type ShareButtonProps = { title: string; label: string; copiedText: string; failedText: string }

/** The Web Share sheet where the browser has one; otherwise the link is copied, with a toast. */
export function ShareButton({ title, label, copiedText, failedText }: ShareButtonProps) {
  async function share() {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        if ((error as DOMException).name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(copiedText)
    } catch (error) {
      console.error('Failed to share article:', error)
      toast.error(failedText)
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={share}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-900/20 bg-white px-5 py-2 font-semibold text-ink-900 hover:bg-cream-100"
      >
        <Svg node={Share2} className="size-4" />
        {label}
      </button>
      <Toaster position="top-center" />
    </>
  )
}
