/**
 * Runs `run` once the browser has an idle moment (at the latest after `timeoutMs`); where
 * requestIdleCallback is missing (Safari), after `fallbackMs`. Returns the cancel function, so it
 * can be returned from an effect.
 */
export function whenIdle(
  run: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number },
): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, fallbackMs)
  return () => clearTimeout(timer)
}

/**
 * Runs `run` `delayMs` after the page's load event: at once when that moment has already passed,
 * later when the page is still loading. Returns the cancel function.
 */
export function afterLoad(run: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    const now = performance.now()
    // Never later than now: a clock replaced after navigation (as in tests) must not stretch the delay.
    const loadedAt = Math.min(navigation?.loadEventEnd || now, now)
    timer = setTimeout(run, Math.max(0, loadedAt + delayMs - now))
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    clearTimeout(timer)
  }
}
