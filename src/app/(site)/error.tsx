'use client'

import { ServerErrorView } from '@/components/errors/ServerErrorView'
import { SERVER_ERROR_COPY } from '@/content/site-content'

/**
 * A render error on any site page shows the same "Server Error" screen as /500. Try Again reloads
 * the page (a failed server render is fetched anew); Contact Support leads to /contact, because
 * the configured address is server-side configuration this client boundary does not carry.
 */
export default function SiteError() {
  return <ServerErrorView copy={SERVER_ERROR_COPY} />
}
