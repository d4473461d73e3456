import { describe, expect, it } from 'vitest'

import { pushFailureOf } from './push-failure'

const domError = (name: string) => Object.assign(new Error('push'), { name })

describe('pushFailureOf', () => {
  it('names what the browser said when it refused to subscribe', () => {
    // Chrome and Firefox refuse a subscription in a private window with NotAllowedError.
    expect(pushFailureOf(domError('NotAllowedError'), 'subscribe')).toBe('blocked-here')
    expect(pushFailureOf(domError('SecurityError'), 'subscribe')).toBe('blocked-here')
    // "Registration failed - push service error": the push service was not reached.
    expect(pushFailureOf(domError('AbortError'), 'subscribe')).toBe('push-service')
    // A subscription made with another application server key.
    expect(pushFailureOf(domError('InvalidStateError'), 'subscribe')).toBe('stale-registration')
    expect(pushFailureOf({ name: 'AbortError', message: 'plain object' }, 'subscribe')).toBe('push-service')
  })

  it('a device the site refused is the site’s doing; anything else is unknown', () => {
    expect(pushFailureOf(domError('NotAllowedError'), 'save')).toBe('site-refused')
    expect(pushFailureOf(new TypeError('x'), 'subscribe')).toBe('unknown')
    expect(pushFailureOf('boom', 'subscribe')).toBe('unknown')
    expect(pushFailureOf(null, 'subscribe')).toBe('unknown')
  })
})
