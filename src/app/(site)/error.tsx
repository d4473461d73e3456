'use client'

import { ServerErrorView } from '@/components/errors/ServerErrorView'
import { serverErrorSeed } from '@/seed/pages/server-error'

/**
 * A render error on any site page shows the same "Server Error" screen as /500. Try Again reloads
 * the page (a failed server render is fetched anew); Contact Support leads to /contact, because
 * the configured address is server-side configuration this client boundary does not carry. For the
 * same reason it shows the page's seed copy; /500 shows the copy published in /cms.
 */
export default function SiteError() {
  return <ServerErrorView copy={serverErrorSeed} />
}
