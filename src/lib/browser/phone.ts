/** Below Tailwind's `sm` breakpoint: a phone, where the open chat takes the whole screen. */
export const PHONE_QUERY = '(max-width: 639.98px)'
