'use client'

import { ServerErrorView } from '@/components/errors/ServerErrorView'
import { SERVER_ERROR_COPY } from '@/content/site-content'

/** A render error on any site page shows the same "Server Error" screen as /500. */
export default function SiteError({ reset }: { error: Error; reset: () => void }) {
  return <ServerErrorView copy={SERVER_ERROR_COPY} onRetry={reset} />
}
