export type VitalName = 'LCP' | 'FID' | 'CLS' | 'TTFB'
export type Rating = 'good' | 'needs-improvement' | 'poor'

/** [good below, poor above], the specification's. */
export const VITAL_THRESHOLDS: Record<VitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  FID: [100, 300],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
}

export function rateVital(name: VitalName, value: number): Rating {
  const [good, poor] = VITAL_THRESHOLDS[name]
  if (value < good) return 'good'
  if (value > poor) return 'poor'
  return 'needs-improvement'
}

export function formatVital(name: VitalName, value: number): string {
  const shown = name === 'CLS' ? value.toFixed(3) : `${Math.round(value)}ms`
  return `[Web Vitals] ${name}: ${shown} (${rateVital(name, value)})`
}

/** The browser's layout-shift entry, as far as CLS reads it. */
export type LayoutShift = { value: number; startTime: number; hadRecentInput: boolean }

/**
 * Cumulative layout shift as web.dev defines it: shifts not caused by recent input, grouped into
 * session windows (a gap under 1 s, at most 5 s long); the value is the largest window's sum.
 */
export type ClsState = { value: number; session: number; sessionStart: number; last: number }

export const CLS_START: ClsState = { value: 0, session: 0, sessionStart: -Infinity, last: -Infinity }

export function addLayoutShift(state: ClsState, shift: LayoutShift): ClsState {
  if (shift.hadRecentInput) return state
  const continues = shift.startTime - state.last < 1000 && shift.startTime - state.sessionStart < 5000
  const session = continues ? state.session + shift.value : shift.value
  return {
    value: Math.max(state.value, session),
    session,
    sessionStart: continues ? state.sessionStart : shift.startTime,
    last: shift.startTime,
  }
}
