import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { afterLoad } from './idle'

/**
 * A page as afterLoad sees it, on vitest's fake clock: `performance.now()` counts from the page's
 * start, the navigation entry holds when the load event ended, and `finishLoad` fires the load event.
 */
function fakePage({ loadedAt }: { loadedAt?: number }) {
  const startedAt = Date.now()
  const listeners = new Set<() => void>()
  const navigation = { loadEventEnd: loadedAt ?? 0 }
  const document = { readyState: loadedAt === undefined ? 'loading' : 'complete' }
  vi.stubGlobal('document', document)
  vi.stubGlobal('performance', {
    now: () => Date.now() - startedAt,
    getEntriesByType: (type: string) => (type === 'navigation' ? [navigation] : []),
  })
  vi.stubGlobal('window', {
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })
  return {
    finishLoad() {
      navigation.loadEventEnd = Date.now() - startedAt
      document.readyState = 'complete'
      for (const listener of listeners) listener()
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterLoad', () => {
  it('runs the delay after the load event ended, when the page had loaded before it was called', () => {
    fakePage({ loadedAt: 300 })
    vi.advanceTimersByTime(500) // called 200 ms after the load event
    const run = vi.fn()
    afterLoad(run, 1_000)
    vi.advanceTimersByTime(799)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs at once when that moment has already passed', () => {
    fakePage({ loadedAt: 100 })
    vi.advanceTimersByTime(2_000)
    const run = vi.fn()
    afterLoad(run, 1_000)
    vi.advanceTimersByTime(0)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('waits for the load event when the page is still loading, then the delay', () => {
    const page = fakePage({})
    const run = vi.fn()
    afterLoad(run, 1_000)
    vi.advanceTimersByTime(5_000)
    expect(run).not.toHaveBeenCalled()
    page.finishLoad()
    vi.advanceTimersByTime(999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('cancels: before the load event and while the delay runs', () => {
    const page = fakePage({})
    const early = vi.fn()
    afterLoad(early, 1_000)()
    page.finishLoad()
    const late = vi.fn()
    const cancel = afterLoad(late, 1_000)
    vi.advanceTimersByTime(500)
    cancel()
    vi.advanceTimersByTime(5_000)
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
