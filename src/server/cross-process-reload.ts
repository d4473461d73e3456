import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { expireBlogCacheAtBoot } from '@/lib/blog/revalidate'
import { EVERY_PAGE_TAG, expireNow, expireTags } from '@/lib/cache/expire'
import { EXPERIMENTS_TAG, loadExperiments, reloadExperiments } from '@/lib/experiments/load'
import { loadRedirects, REDIRECTS_TAG, reloadRedirects } from '@/lib/redirects/load'

import { listenForExpiredTags } from './cache-expiry-channel'

/** The site settings this process holds (src/lib/settings/), compared with `same`. */
export type ReloadedSettings<Settings> = {
  tag: string
  current: () => Settings | undefined
  same: (a: Settings, b: Settings) => boolean
  /** The settings the build rendered every page with (the environment's). */
  built: () => Settings
  load: (payload: Payload) => Promise<Settings>
  reload: (payload: Payload) => Promise<unknown>
}

/** The page copy this process holds (src/lib/pages/). */
export type ReloadedPageCopy = {
  tag: string
  /** Whether an editor has published copy other than the seed the build rendered. */
  edited: () => boolean
  /** Reads the published copy again; true when it changed. */
  reload: (payload: Payload) => Promise<boolean>
}

/**
 * Keeps what this process serves in step with the database and with writes made through other app
 * processes: at boot it expires cached pages the build rendered with out-of-date settings or copy and
 * loads the redirects and running experiments; then, on the cache-expiry channel, it reads redirects, site settings and page
 * copy again before expiring the pages showing them. Without a pool (no channel) only the boot part runs.
 */
export async function startCrossProcessReload<Settings>(
  payload: Payload,
  pool: Pool | undefined,
  { settings, pageCopy }: { settings: ReloadedSettings<Settings>; pageCopy: ReloadedPageCopy },
): Promise<{ close: () => Promise<void> }> {
  expireBlogCacheAtBoot()
  // The build rendered every page with the environment's settings; once an admin has changed them
  // (Payload's onInit loaded them), those pages are out of date.
  // Likewise once an editor has published a page's copy in /cms: the build rendered the seed copy.
  const loaded = settings.current()
  if ((loaded && !settings.same(loaded, settings.built())) || pageCopy.edited()) expireNow([EVERY_PAGE_TAG])
  // Writes made through another app process expire this process's cached pages too; changed site
  // settings are read again before the pages showing them are expired.
  const onTags = (tags: string[]) => {
    if (tags.includes(REDIRECTS_TAG)) reloadRedirects(payload)
    if (tags.includes(EXPERIMENTS_TAG)) reloadExperiments(payload)
    const reloads = [
      tags.includes(settings.tag) && settings.reload(payload),
      tags.includes(pageCopy.tag) && pageCopy.reload(payload),
    ].filter((reload) => reload !== false)
    if (reloads.length === 0) return expireTags(tags)
    void Promise.allSettled(reloads).finally(() => expireTags(tags))
  }
  // A change saved by another process between this one's start and its first LISTEN was never heard.
  const onListening = () => {
    reloadRedirects(payload)
    reloadExperiments(payload)
    const before = settings.current()
    void settings
      .load(payload)
      .then((after) => {
        if (!before || !settings.same(before, after)) expireTags([EVERY_PAGE_TAG])
      })
      .catch((error: unknown) => payload.logger.error({ err: error }, 'site settings could not be loaded'))
    void pageCopy.reload(payload).then((changed) => changed && expireTags([EVERY_PAGE_TAG]))
  }
  const onReconnect = () => {
    expireBlogCacheAtBoot()
    onTags([settings.tag, pageCopy.tag, EVERY_PAGE_TAG, REDIRECTS_TAG, EXPERIMENTS_TAG])
  }
  await loadRedirects(payload)
  await loadExperiments(payload).catch((error: unknown) =>
    payload.logger.error({ err: error }, 'experiments could not be loaded: every page shows its published copy'),
  )
  const channel = pool
    ? listenForExpiredTags(pool, { onTags, onReconnect, onListening, logger: payload.logger })
    : undefined
  return { close: async () => channel?.close() }
}
