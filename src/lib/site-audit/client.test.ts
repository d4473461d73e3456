import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { runAndWait, RunRefusedError } from './client'

type Handler = (url: string, init?: RequestInit) => Promise<Response>

function stubFetch(run: Handler, reports: () => { id: number; summary: string }[]) {
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    init?.method === 'POST' ? run(url, init) : Promise.resolve(Response.json({ docs: reports() })),
  )
}

/** A run whose answer never comes (a proxy dropped it; the check is slower than anyone waits). */
const never: Handler = (_url, init) =>
  new Promise((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  )

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('a manual run on /monitoring', () => {
  it('ends when the stored report appears although the run never answers', async () => {
    let stored = [{ id: 4, summary: 'old' }]
    stubFetch(never, () => stored)
    const outcome = runAndWait(4, { pollMs: 5_000, giveUpMs: 600_000 })
    await vi.advanceTimersByTimeAsync(15_000)
    stored = [{ id: 5, summary: 'Checked 20 pages' }]
    await vi.advanceTimersByTimeAsync(5_000)
    await expect(outcome).resolves.toEqual({ summary: 'Checked 20 pages' })
  })

  it('ends with the answer when it comes first, and at once when the server refuses the run', async () => {
    stubFetch(
      () => Promise.resolve(Response.json({ reportId: 5, status: 'healthy', summary: 'answered' })),
      () => [],
    )
    await expect(runAndWait(null, { pollMs: 5_000, giveUpMs: 600_000 })).resolves.toEqual({ summary: 'answered' })

    stubFetch(
      () => Promise.resolve(Response.json({ message: 'A check is already running.' }, { status: 409 })),
      () => [],
    )
    await expect(runAndWait(null, { pollMs: 5_000, giveUpMs: 600_000 })).rejects.toBeInstanceOf(RunRefusedError)
  })

  it('keeps waiting for the report after a proxy error page, and gives up in the end', async () => {
    stubFetch(
      () => Promise.resolve(new Response('<html>Gateway Timeout</html>', { status: 504 })),
      () => [{ id: 4, summary: 'old' }],
    )
    const outcome = runAndWait(4, { pollMs: 5_000, giveUpMs: 60_000 })
    const settled = vi.fn()
    outcome.then(settled, settled)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(outcome).rejects.toThrow('No report arrived in time')
  })

  it('with no known report yet, takes the newest one at the start as the baseline', async () => {
    let stored = [{ id: 9, summary: 'before the run' }]
    stubFetch(never, () => stored)
    const outcome = runAndWait(undefined, { pollMs: 5_000, giveUpMs: 600_000 })
    const settled = vi.fn()
    outcome.then(settled, settled)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(settled).not.toHaveBeenCalled()
    stored = [{ id: 10, summary: 'this run' }]
    await vi.advanceTimersByTimeAsync(5_000)
    await expect(outcome).resolves.toEqual({ summary: 'this run' })
  })
})
