/**
 * A value read at most once per `ttlMs`: the first call, and the first after the value is older than
 * that, awaits `load` (with that call's arguments); the calls between answer the stored value. Calls
 * while a load is under way load too (nothing is shared until a load has finished).
 */
export function ttlCache<T, A extends unknown[]>(
  ttlMs: number,
  load: (...args: A) => Promise<T>,
  now: () => number = Date.now,
): (...args: A) => Promise<T> {
  let cached: { value: T; at: number } | undefined
  return async (...args) => {
    if (!cached || now() - cached.at > ttlMs) cached = { value: await load(...args), at: now() }
    return cached.value
  }
}
