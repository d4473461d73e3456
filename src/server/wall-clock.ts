import { runInNewContext } from 'node:vm'

/**
 * Milliseconds since the epoch, as `Date.now()` gives them, from a `Date` that Next does not wrap. Next's server
 * replaces the global `Date` so that a prerender reading the time is caught (next/dist/server/node-environment-
 * extensions/date.js): each `Date.now()` then first asks two AsyncLocalStorages whether it runs inside a render, which
 * is the largest part of a running experiment's cost on a cached page. The server's own bookkeeping (a page view's time,
 * the day) never runs inside a render, so it reads the clock of a context of its own.
 */
export const wallClock = runInNewContext('Date.now') as () => number

/**
 * Milliseconds from an arbitrary start that only ever grows, for ages and durations: a wall clock stepped back (a
 * machine that has just booted correcting its time) would leave whatever was stored before the step looking fresh
 * until the clock caught up again.
 */
export const monotonicClock: () => number = () => performance.now()
