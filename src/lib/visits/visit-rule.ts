import type { Referrer, Utm } from './attribution'

/** A visit ends after this long without a page view of the same visitor (as Plausible and GA count them). */
export const VISIT_IDLE_MS = 30 * 60_000

/** A counted page view once its visitor id is known. */
export type HashedView = {
  at: number
  day: string
  visitor: bigint
  path: string
  referrer: Referrer
  utm?: Utm
  /** visitKey(day, visitor), when the caller has it already. */
  key?: string
}

/** The visit a visitor is in: its last page view's time and the attribution of its landing. */
export type VisitState = {
  at: number
  landingPage: string
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}

/** One analytics_page_views row. */
export type PageViewRow = VisitState & { day: string; visitor: bigint; page: string; entry: boolean }

export const visitKey = (day: string, visitor: bigint): string => `${day}|${visitor}`

const orNull = (value: string | undefined): string | null => value || null

/**
 * Splits page views into visits: a view starts a visit when it comes from another site or from
 * nowhere, carries UTM parameters, or follows the visitor's previous view today by more than 30
 * minutes (or there is none). Every other view belongs to the visitor's current visit and carries
 * its landing page, referrer host and campaign. `previous` holds each visitor's latest stored view
 * (from the database, as other processes may have served them); views are taken in time order.
 */
export function assignVisits(views: readonly HashedView[], previous: ReadonlyMap<string, VisitState>): PageViewRow[] {
  // The visit each visitor is in, and the time of its latest view (kept apart so no state object is copied per view).
  const visits = new Map<string, VisitState>(previous)
  const lastAt = new Map<string, number>()
  const sorted = [...views].sort((a, b) => a.at - b.at)
  const rows: PageViewRow[] = new Array<PageViewRow>(sorted.length)
  for (let i = 0; i < sorted.length; i++) {
    const view = sorted[i]!
    const key = view.key ?? visitKey(view.day, view.visitor)
    let visit = visits.get(key)
    const before = lastAt.get(key) ?? visit?.at
    const entry =
      view.referrer.kind !== 'internal' ||
      view.utm !== undefined ||
      visit === undefined ||
      before === undefined ||
      view.at - before > VISIT_IDLE_MS
    if (entry || !visit) {
      visit = {
        at: view.at,
        landingPage: view.path,
        referrerHost: view.referrer.kind === 'external' ? view.referrer.host : null,
        utmSource: orNull(view.utm?.source),
        utmMedium: orNull(view.utm?.medium),
        utmCampaign: orNull(view.utm?.campaign),
      }
      visits.set(key, visit)
    }
    lastAt.set(key, Math.max(before ?? view.at, view.at))
    rows[i] = {
      at: view.at,
      day: view.day,
      visitor: view.visitor,
      page: view.path,
      entry,
      landingPage: visit.landingPage,
      referrerHost: visit.referrerHost,
      utmSource: visit.utmSource,
      utmMedium: visit.utmMedium,
      utmCampaign: visit.utmCampaign,
    }
  }
  return rows
}
