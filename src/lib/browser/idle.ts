/**
 * Runs `run` once the browser has an idle moment (at the latest after `timeoutMs`); where
 * requestIdleCallback is missing (Safari), after `fallbackMs`. Returns the cancel function, so it
 * can be returned from an effect.
 */
export function whenIdle(run: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, fallbackMs)
  return () => clearTimeout(timer)
}
