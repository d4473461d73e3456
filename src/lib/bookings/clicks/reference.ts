/**
 * The reference a booking link carries to the scheduler, made in the browser at the click (32 hex
 * digits, 16 random bytes) and handed back in the scheduler's webhook, so the booking joins its
 * click. No zod here: the launcher loads this on every page.
 */
export const REFERENCE_PATTERN = /^[0-9a-f]{32}$/

/** Where each scheduler keeps it: Calendly keeps only utm_* parameters, Cal.com metadata[...] ones. */
export const REFERENCE_KEYS = { calendly: 'utm_content', 'cal-com': 'reference' } as const
