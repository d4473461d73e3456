'use client'

import { useEffect } from 'react'

import { addLayoutShift, CLS_START, formatVital, type LayoutShift, type VitalName } from '@/lib/analytics/web-vitals'

/**
 * Logs LCP, FID, CLS and TTFB (the specification's four) to the console, rated with its thresholds.
 * Read from the browser's performance entries as the web-vitals library does (TTFB at once, FID at
 * the first input, LCP at the first key press, click or hide, CLS whenever the page is hidden), in
 * about a quarter of its bytes.
 */
export function WebVitals() {
  useEffect(() => {
    const log = (name: VitalName, value: number) => console.log(formatVital(name, value))
    const supported = PerformanceObserver.supportedEntryTypes ?? []
    const observers: PerformanceObserver[] = []
    const observe = (type: string, read: (entries: PerformanceEntryList) => void) => {
      if (!supported.includes(type)) return undefined
      const observer = new PerformanceObserver((list) => read(list.getEntries()))
      observer.observe({ type, buffered: true })
      observers.push(observer)
      return { flush: () => read(observer.takeRecords()), stop: () => observer.disconnect() }
    }
    const navigation = performance.getEntriesByType('navigation')[0] as
      (PerformanceNavigationTiming & { activationStart?: number }) | undefined
    // A prerendered page counts from when it was shown.
    const since = (time: number) => Math.max(time - (navigation?.activationStart ?? 0), 0)
    if (navigation && navigation.responseStart > 0) log('TTFB', since(navigation.responseStart))

    const first = observe('first-input', (entries) => {
      const entry = entries[0] as PerformanceEventTiming | undefined
      if (!entry) return
      log('FID', entry.processingStart - entry.startTime)
      first?.stop()
    })

    // Entries after the page was first hidden do not count.
    let firstHidden = document.visibilityState === 'hidden' ? 0 : Infinity
    let lcp: number | undefined
    let lcpDone = false
    const largest = observe('largest-contentful-paint', (entries) => {
      for (const entry of entries) if (entry.startTime < firstHidden) lcp = since(entry.startTime)
    })
    const finishLcp = () => {
      if (lcpDone) return
      lcpDone = true
      largest?.flush()
      largest?.stop()
      if (lcp !== undefined) log('LCP', lcp)
    }

    let cls = CLS_START
    let clsLogged: number | undefined
    const shifts = observe('layout-shift', (entries) => {
      for (const entry of entries) cls = addLayoutShift(cls, entry as unknown as LayoutShift)
    })
    const onVisibility = (event: Event) => {
      if (document.visibilityState !== 'hidden') return
      firstHidden = Math.min(firstHidden, event.timeStamp)
      finishLcp()
      if (!shifts) return
      shifts.flush()
      if (cls.value !== clsLogged) log('CLS', (clsLogged = cls.value))
    }
    const inputs = ['keydown', 'click'] as const
    for (const type of inputs) addEventListener(type, finishLcp, { capture: true, once: true })
    document.addEventListener('visibilitychange', onVisibility, true)
    return () => {
      for (const observer of observers) observer.disconnect()
      for (const type of inputs) removeEventListener(type, finishLcp, { capture: true })
      document.removeEventListener('visibilitychange', onVisibility, true)
    }
  }, [])
  return null
}
