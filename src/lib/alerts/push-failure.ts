import type { PushAlertsCopy } from '@/content/types'

/**
 * Why turning on push alerts failed, as the console says it: the browser refused here (a private or
 * incognito window always does), its push service could not be reached, it holds an older registration,
 * or the site refused the device; otherwise a failure without a known cause.
 */
export type PushFailure = keyof PushAlertsCopy['failures']

/** The failure of the browser's subscribe step (a DOMException by name), or of storing the device on the site. */
export function pushFailureOf(error: unknown, step: 'subscribe' | 'save'): PushFailure {
  if (step === 'save') return 'site-refused'
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String(error.name) : ''
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'blocked-here'
    case 'AbortError':
    case 'NetworkError':
      return 'push-service'
    case 'InvalidStateError':
      return 'stale-registration'
    default:
      return 'unknown'
  }
}
