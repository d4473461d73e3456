export type VitalName = 'LCP' | 'FID' | 'INP' | 'CLS' | 'TTFB'
export type Rating = 'good' | 'needs-improvement' | 'poor'

/** [good below, poor above]. LCP, FID, CLS and TTFB are the specification's; INP uses web.dev's. */
export const VITAL_THRESHOLDS: Record<VitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  FID: [100, 300],
  INP: [200, 500],
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
