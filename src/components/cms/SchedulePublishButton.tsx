'use client'

import { ConfigProvider, PublishButton, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { ClientConfig } from 'payload'
import { useEffect, useMemo, useState } from 'react'

/** The "Unpublish" choice of Payload's schedule drawer (its radio's id ends so). */
const HIDE_UNPUBLISH = '.schedule-publish__type li:has(input[id$="-type-unpublish"]) { display: none; }'

/** The drawer's time zone list with the browser's own zone in it, chosen from the start. */
function withZone(config: ClientConfig, zone: string | undefined): ClientConfig {
  if (!zone) return config
  const { supportedTimezones } = config.admin.timezones
  const listed = supportedTimezones.some((option) => option.value === zone)
  return {
    ...config,
    admin: {
      ...config.admin,
      timezones: {
        ...config.admin.timezones,
        defaultTimezone: zone,
        supportedTimezones: listed ? supportedTimezones : [{ label: zone, value: zone }, ...supportedTimezones],
      },
    },
  }
}

/**
 * Payload's "Publish changes" button with two of its schedule drawer's defaults put right.
 *
 * The drawer presets "Unpublish" whenever the document has no unpublished versions, which Payload
 * counts only after a publish: a document that was never published opens on Unpublish. Its versions
 * are all unpublished, so it is given that count (Payload's own Unpublish button does the same), and
 * the Unpublish choice, meaningless until something is live, is not offered
 * (src/lib/scheduling/guard.ts refuses it on the server as well).
 *
 * The drawer also takes the time in the browser's zone but leaves its time zone list empty, so the
 * editor cannot see which zone it is: the browser's zone is chosen in it from the start.
 */
export function SchedulePublishButton() {
  const { hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } = useDocumentInfo()
  const { config } = useConfig()
  // Read in the browser only: the server renders in UTC.
  const [zone, setZone] = useState<string>()
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone), [])
  useEffect(() => {
    if (!hasPublishedDoc && unpublishedVersionCount === 0) setUnpublishedVersionCount(1)
  }, [hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount])
  const zoned = useMemo(() => withZone(config, zone), [config, zone])
  return (
    <ConfigProvider config={zoned}>
      {hasPublishedDoc ? null : <style>{HIDE_UNPUBLISH}</style>}
      <PublishButton />
    </ConfigProvider>
  )
}
