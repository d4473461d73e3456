export const SCROLL_THRESHOLDS = [25, 50, 75, 100] as const

/** How far down the page the bottom of the viewport is, in percent (a page that fits counts as 100). */
export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= viewportHeight) return 100
  return Math.min(100, ((scrollY + viewportHeight) / documentHeight) * 100)
}

/** Thresholds reached now that have not fired yet on this page; marks them as fired. */
export function newlyReached(percent: number, fired: Set<number>): number[] {
  const reached = SCROLL_THRESHOLDS.filter((threshold) => percent >= threshold - 0.5 && !fired.has(threshold))
  for (const threshold of reached) fired.add(threshold)
  return reached
}
