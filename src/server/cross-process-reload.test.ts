import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { expireBlogCacheAtBoot } from '@/lib/blog/revalidate'
import { EVERY_PAGE_TAG, expireNow, expireTags } from '@/lib/cache/expire'
import { EXPERIMENTS_TAG, loadExperiments, reloadExperiments } from '@/lib/experiments/load'
import { loadRedirects, REDIRECTS_TAG, reloadRedirects } from '@/lib/redirects/load'

import { listenForExpiredTags } from './cache-expiry-channel'
import { type ReloadedPageCopy, type ReloadedSettings, startCrossProcessReload } from './cross-process-reload'

vi.mock('@/lib/blog/revalidate', () => ({ expireBlogCacheAtBoot: vi.fn() }))
vi.mock('@/lib/cache/expire', () => ({ EVERY_PAGE_TAG: '_N_T_/layout', expireNow: vi.fn(), expireTags: vi.fn() }))
vi.mock('@/lib/redirects/load', () => ({
  REDIRECTS_TAG: 'redirects',
  loadRedirects: vi.fn(() => Promise.resolve(0)),
  reloadRedirects: vi.fn(),
}))
vi.mock('@/lib/experiments/load', () => ({
  EXPERIMENTS_TAG: 'experiments',
  loadExperiments: vi.fn(() => Promise.resolve(0)),
  reloadExperiments: vi.fn(),
}))
vi.mock('./cache-expiry-channel', () => ({ listenForExpiredTags: vi.fn(() => ({ close: vi.fn(async () => {}) })) }))

type Handlers = Parameters<typeof listenForExpiredTags>[1]

const payload = { logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } } as unknown as Payload
const pool = {} as Pool

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

function sources({
  current = 'env',
  built = 'env',
  edited = false,
}: { current?: string; built?: string; edited?: boolean } = {}) {
  const settings: ReloadedSettings<string> = {
    tag: 'site-settings',
    current: vi.fn(() => current),
    same: (a, b) => a === b,
    built: () => built,
    load: vi.fn(() => Promise.resolve(current)),
    reload: vi.fn(async () => {}),
  }
  const pageCopy: ReloadedPageCopy = {
    tag: 'page-copy',
    edited: () => edited,
    reload: vi.fn(() => Promise.resolve(false)),
  }
  return { settings, pageCopy }
}

async function start(given = sources()): Promise<Handlers> {
  await startCrossProcessReload(payload, pool, given)
  return vi.mocked(listenForExpiredTags).mock.calls.at(-1)![1]
}

beforeEach(() => {
  vi.clearAllMocks()
})

describe('at boot', () => {
  it('expires the blog, loads the redirects, then listens', async () => {
    await start()
    expect(expireBlogCacheAtBoot).toHaveBeenCalledOnce()
    expect(loadRedirects).toHaveBeenCalledWith(payload)
    expect(vi.mocked(loadRedirects).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(listenForExpiredTags).mock.invocationCallOrder[0]!,
    )
  })

  it('expires every page when the settings differ from those the build rendered, or copy was published', async () => {
    await start(sources())
    expect(expireNow).not.toHaveBeenCalled()
    await start(sources({ current: 'admin', built: 'env' }))
    expect(expireNow).toHaveBeenCalledWith([EVERY_PAGE_TAG])
    vi.mocked(expireNow).mockClear()
    await start(sources({ edited: true }))
    expect(expireNow).toHaveBeenCalledWith([EVERY_PAGE_TAG])
  })

  it('without a pool runs the boot part only, and closes', async () => {
    const reload = await startCrossProcessReload(payload, undefined, sources({ edited: true }))
    expect(listenForExpiredTags).not.toHaveBeenCalled()
    expect(expireNow).toHaveBeenCalledWith([EVERY_PAGE_TAG])
    await expect(reload.close()).resolves.toBeUndefined()
  })
})

describe('on tags from another process', () => {
  it('expires tags nothing here holds at once', async () => {
    const { onTags } = await start()
    onTags(['_N_T_/blog'])
    expect(expireTags).toHaveBeenCalledWith(['_N_T_/blog'])
    expect(reloadRedirects).not.toHaveBeenCalled()
  })

  it('reads the redirects again', async () => {
    const { onTags } = await start()
    onTags([REDIRECTS_TAG])
    expect(reloadRedirects).toHaveBeenCalledWith(payload)
    expect(expireTags).toHaveBeenCalledWith([REDIRECTS_TAG])
  })

  it('reads settings and page copy again before expiring the pages showing them', async () => {
    const given = sources()
    const settingsRead = deferred<void>()
    const copyRead = deferred<boolean>()
    vi.mocked(given.settings.reload).mockReturnValue(settingsRead.promise)
    vi.mocked(given.pageCopy.reload).mockReturnValue(copyRead.promise)
    const { onTags } = await start(given)
    onTags(['site-settings', 'page-copy', EVERY_PAGE_TAG])
    expect(given.settings.reload).toHaveBeenCalledWith(payload)
    expect(given.pageCopy.reload).toHaveBeenCalledWith(payload)
    settingsRead.resolve()
    await settingsRead.promise
    expect(expireTags).not.toHaveBeenCalled()
    copyRead.resolve(true)
    await vi.waitFor(() => expect(expireTags).toHaveBeenCalledWith(['site-settings', 'page-copy', EVERY_PAGE_TAG]))
  })
})

describe('once listening', () => {
  it('catches up on what other processes saved before: redirects, then every page when settings or copy changed', async () => {
    const given = sources({ current: 'before' })
    vi.mocked(given.settings.load).mockResolvedValue('after')
    const { onListening } = await start(given)
    onListening!()
    expect(reloadRedirects).toHaveBeenCalledWith(payload)
    await vi.waitFor(() => expect(expireTags).toHaveBeenCalledWith([EVERY_PAGE_TAG]))
  })

  it('expires nothing when nothing changed', async () => {
    const given = sources()
    const { onListening } = await start(given)
    onListening!()
    await vi.waitFor(() => expect(given.pageCopy.reload).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(expireTags).not.toHaveBeenCalled()
  })

  it('logs settings that cannot be read', async () => {
    const given = sources()
    vi.mocked(given.settings.load).mockRejectedValue(new Error('down'))
    const { onListening } = await start(given)
    onListening!()
    await vi.waitFor(() => expect(payload.logger.error).toHaveBeenCalled())
  })
})

describe('after the channel reconnects', () => {
  it('expires the blog and reads everything again', async () => {
    const given = sources()
    const { onReconnect } = await start(given)
    vi.mocked(expireBlogCacheAtBoot).mockClear()
    onReconnect()
    expect(expireBlogCacheAtBoot).toHaveBeenCalledOnce()
    expect(reloadRedirects).toHaveBeenCalled()
    expect(reloadExperiments).toHaveBeenCalled()
    expect(given.settings.reload).toHaveBeenCalled()
    expect(given.pageCopy.reload).toHaveBeenCalled()
    await vi.waitFor(() =>
      expect(expireTags).toHaveBeenCalledWith([
        'site-settings',
        'page-copy',
        EVERY_PAGE_TAG,
        REDIRECTS_TAG,
        EXPERIMENTS_TAG,
      ]),
    )
  })
})

describe('experiments', () => {
  it('are loaded at boot and read again when another process announces a change', async () => {
    const { onTags } = await start()
    expect(loadExperiments).toHaveBeenCalledOnce()
    expect(reloadExperiments).not.toHaveBeenCalled()
    onTags(['page-copy'])
    expect(reloadExperiments).not.toHaveBeenCalled()
    onTags([EXPERIMENTS_TAG])
    expect(reloadExperiments).toHaveBeenCalledOnce()
  })

  it('that cannot be read at boot are logged, and the process starts with none', async () => {
    vi.mocked(loadExperiments).mockRejectedValueOnce(new Error('down'))
    await start()
    expect(payload.logger.error).toHaveBeenCalledWith(
      expect.anything(),
      'experiments could not be loaded: every page shows its published copy',
    )
  })
})
