'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

type PreviewBarProps = { published: boolean; editHref: string; serverURL: string; message?: string }

/**
 * Tells staff they are looking at a preview (along the bottom edge, clear of the fixed header), and
 * reloads it whenever the editor beside it (Payload's live preview in /cms) saves.
 */
export function PreviewBar({ published, editHref, serverURL, message }: PreviewBarProps) {
  const router = useRouter()
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-ink-900 px-4 py-2 text-center text-sm text-white"
    >
      <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
      <span>
        {message ??
          (published
            ? 'Preview: the published version, as visitors see it.'
            : 'Preview of a draft: visitors see none of these changes until they are published.')}
      </span>
      <a
        href={editHref}
        className="rounded underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Back to the editor
      </a>
    </div>
  )
}
