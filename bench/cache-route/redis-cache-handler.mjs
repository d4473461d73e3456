// Next's incremental cache on Redis, as the supported route for several processes has it (one store for every
// process, tags expired there): the other side of bench/cache-route/compare.ts. Not used by the site.
import { deserialize, serialize } from 'node:v8'

import Redis from 'ioredis'
// Plain JavaScript loaded by Next at run time: it cannot import src/lib/cache/next-internals.ts, which wraps this module.
// eslint-disable-next-line no-restricted-imports
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

const PREFIX = process.env.NEXT_CACHE_REDIS_PREFIX ?? 'next-cache'
const TAGS = `${PREFIX}:tags`
const entryKey = (key) => `${PREFIX}:entry:${key}`
const redis = new Redis(process.env.NEXT_CACHE_REDIS_URL ?? 'redis://127.0.0.1:6379')

// The site expires pages by writing Next's process-wide tags manifest (src/lib/cache/next-internals.ts): each such
// write is also made in Redis, where every process's get() sees it.
const setInManifest = tagsManifest.set.bind(tagsManifest)
tagsManifest.set = (tag, entry) => {
  const at = entry?.expired ?? entry?.stale
  if (typeof at === 'number') void redis.hset(TAGS, tag, String(at))
  return setInManifest(tag, entry)
}

/** When any of `tags` was expired after `lastModified` (epoch ms), the entry is gone for every process. */
async function expiredSince(tags, lastModified) {
  if (tags.length === 0) return false
  const expired = await redis.hmget(TAGS, ...tags)
  return expired.some((at) => at !== null && Number(at) > lastModified)
}

export default class RedisCacheHandler {
  constructor() {}

  async get(key, ctx) {
    const raw = await redis.getBuffer(entryKey(key))
    if (!raw) return null
    const entry = deserialize(raw)
    const header = entry.value?.headers?.['x-next-cache-tags']
    const tags = [
      ...(typeof header === 'string' ? header.split(',') : []),
      ...(entry.value?.tags ?? []),
      ...(ctx?.tags ?? []),
      ...(ctx?.softTags ?? []),
    ]
    return (await expiredSince(tags, entry.lastModified)) ? null : entry
  }

  async set(key, value, ctx) {
    await redis.set(entryKey(key), serialize({ lastModified: Date.now(), value, cacheControl: ctx?.cacheControl }))
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length === 0) return
    const at = Date.now() + (durations?.expire ?? 0) * 1000
    await redis.hset(TAGS, ...list.flatMap((tag) => [tag, String(at)]))
  }

  resetRequestCache() {}
}
