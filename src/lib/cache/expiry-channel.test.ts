import type { Pool } from 'pg'
import { describe, expect, it } from 'vitest'

import { announceExpiredTags, CACHE_EXPIRY_CHANNEL, tagsOf } from './expiry-channel'

function recordingPool() {
  const payloads: string[] = []
  const pool = {
    query: (_sql: string, [channel, payload]: [string, string]) => {
      expect(channel).toBe(CACHE_EXPIRY_CHANNEL)
      payloads.push(payload)
      return Promise.resolve()
    },
  } as unknown as Pool
  return { pool, payloads }
}

describe('the cache expiry channel', () => {
  it('announces tags as one JSON list, and nothing for no tags', async () => {
    const { pool, payloads } = recordingPool()
    await announceExpiredTags(pool, ['_N_T_/blog', '_N_T_/sitemap.xml'])
    await announceExpiredTags(pool, [])
    expect(payloads).toEqual(['["_N_T_/blog","_N_T_/sitemap.xml"]'])
  })

  it('splits a list beyond what one notification carries, losing no tag', async () => {
    const { pool, payloads } = recordingPool()
    const tags = Array.from({ length: 400 }, (_, i) => `_N_T_/blog/a-rather-long-article-slug-number-${i}`)
    await announceExpiredTags(pool, tags)
    expect(payloads.length).toBeGreaterThan(1)
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000)
    expect(payloads.flatMap((payload) => tagsOf(payload))).toEqual(tags)
  })

  it('reads only a JSON list of strings from a notification', () => {
    expect(tagsOf('["a","b"]')).toEqual(['a', 'b'])
    expect(tagsOf('["a",1,null]')).toEqual(['a'])
    expect(tagsOf('{"a":1}')).toEqual([])
    expect(tagsOf('not json')).toEqual([])
    expect(tagsOf(undefined)).toEqual([])
  })
})
