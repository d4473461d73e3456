import type { Referrer, Utm } from './attribution'

/** A visit ends after this long without a page view of the same visitor (as Plausible and GA count them). */
export const VISIT_IDLE_MS = 30 * 60_000

/** A counted page view once its visitor id is known. */
export type HashedView = { at: number; day: string; visitor: bigint; path: string; referrer: Referrer; utm?: Utm }

/** The visit a visitor is in: its last page view's time and the attribution of its landing. */
export type VisitState = { at: number; landingPage: string; referrerHost: string | null; utmSource: string | null; utmMedium: string | null; utmCampaign: string | null }

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
  const current = new Map(previous)
  return [...views]
    .sort((a, b) => a.at - b.at)
    .map((view) => {
      const key = visitKey(view.day, view.visitor)
      const before = current.get(key)
      const entry = view.referrer.kind !== 'internal' || view.utm !== undefined || !before || view.at - before.at > VISIT_IDLE_MS
      const state: VisitState = entry
        ? {
            at: view.at,
            landingPage: view.path,
            referrerHost: view.referrer.kind === 'external' ? view.referrer.host : null,
            utmSource: orNull(view.utm?.source),
            utmMedium: orNull(view.utm?.medium),
            utmCampaign: orNull(view.utm?.campaign),
          }
        : { ...before, at: Math.max(before.at, view.at) }
      current.set(key, state)
      return { ...state, at: view.at, day: view.day, visitor: view.visitor, page: view.path, entry }
    })
}
