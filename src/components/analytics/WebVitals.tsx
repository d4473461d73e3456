'use client'

import { useEffect } from 'react'

import { formatVital, type VitalName } from '@/lib/analytics/web-vitals'

/** Logs LCP, FID, INP, CLS and TTFB to the console, rated with the specification's thresholds. */
export function WebVitals() {
  useEffect(() => {
    const report = ({ name, value }: { name: string; value: number }) => console.log(formatVital(name as VitalName, value))
    void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
      onLCP(report)
      onCLS(report)
      onINP(report)
      onTTFB(report)
    })
    // web-vitals no longer reports FID; the first-input entry still carries it.
    if (!PerformanceObserver.supportedEntryTypes?.includes('first-input')) return
    const observer = new PerformanceObserver((list) => {
      const entry = list.getEntries()[0] as PerformanceEventTiming | undefined
      if (entry) report({ name: 'FID', value: entry.processingStart - entry.startTime })
      observer.disconnect()
    })
    observer.observe({ type: 'first-input', buffered: true })
    return () => observer.disconnect()
  }, [])
  return null
}
