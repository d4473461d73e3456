import { randomBytes } from 'node:crypto'

import { type Arm, armFor } from './assign'

/**
 * The first-party cookie that keeps a visitor's experiment arms across days, set only with performance consent (POST
 * KEPT_ARMS_PATH from the consent banner; server.ts). Without it a visitor's arm is drawn from the day's cookieless
 * visitor id and may change the next day. It holds a random seed (never derived from the visitor id, so it links
 * nothing the visit counter stores) and the arms of the experiments that ran when consent was given, so that giving
 * consent never switches the version on screen; an experiment started later is drawn from the seed.
 */
export const KEPT_ARMS_COOKIE = 'experiment-arms'
/** As long as the consent it depends on (src/lib/consent: 180 days). */
export const KEPT_ARMS_MAX_AGE_S = 180 * 24 * 60 * 60

export type KeptArms = { seed: string; arms: ReadonlyMap<number, Arm> }

/** Experiments a cookie may name: far more than the pages that can run one. */
const MAX_KEPT = 64
const SEED = /^[0-9a-f]{16}$/
const ENTRY = /^([1-9]\d{0,9})([ov])$/
const VALUE = new RegExp(`^[0-9a-f]{16}(?:\\.[1-9]\\d{0,9}[ov]){0,${MAX_KEPT}}$`)

export const newSeed = (): string => randomBytes(8).toString('hex')

/** The cookie's value in a Cookie header, or undefined; a value that is not the cookie's own format counts as none. */
export function keptArmsValue(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined
  const at = cookieHeader.indexOf(`${KEPT_ARMS_COOKIE}=`)
  if (at === -1 || (at > 0 && !/[;\s]/.test(cookieHeader[at - 1]!))) return undefined
  const start = at + KEPT_ARMS_COOKIE.length + 1
  const end = cookieHeader.indexOf(';', start)
  const value = cookieHeader.slice(start, end === -1 ? undefined : end).trim()
  return VALUE.test(value) ? value : undefined
}

export function parseKeptArms(value: string | undefined): KeptArms | undefined {
  if (!value || !VALUE.test(value)) return undefined
  const [seed, ...entries] = value.split('.')
  if (!SEED.test(seed!)) return undefined
  const arms = new Map<number, Arm>()
  for (const entry of entries) {
    const match = ENTRY.exec(entry)
    if (!match) return undefined
    arms.set(Number(match[1]), match[2] === 'v' ? 'variant' : 'original')
  }
  return { seed: seed!, arms }
}

export function formatKeptArms(kept: KeptArms): string {
  const entries = [...kept.arms].slice(0, MAX_KEPT).map(([id, arm]) => `.${id}${arm === 'variant' ? 'v' : 'o'}`)
  return `${kept.seed}${entries.join('')}`
}

/** The arm a kept cookie gives an experiment: the one it names, else the seed's draw. */
export const keptArm = (kept: KeptArms, experimentId: number, variantShare: number): Arm =>
  kept.arms.get(experimentId) ?? armFor(experimentId, kept.seed, variantShare)

/** The Set-Cookie header that keeps (or, with `value` undefined, removes) the cookie. */
export function keptArmsSetCookie(value: string | undefined, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
  return value === undefined
    ? `${KEPT_ARMS_COOKIE}=; Max-Age=0; ${attributes}`
    : `${KEPT_ARMS_COOKIE}=${value}; Max-Age=${KEPT_ARMS_MAX_AGE_S}; ${attributes}`
}
