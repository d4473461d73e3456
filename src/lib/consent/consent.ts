/** The visitor's cookie choices, kept in localStorage under CONSENT_KEY. */
export type ConsentRecord = {
  essential: true
  performance: boolean
  functional: boolean
  marketing: boolean
  /** ISO 8601 time the choice was made. */
  timestamp: string
}

export type ConsentChoices = Pick<ConsentRecord, 'performance' | 'functional' | 'marketing'>

export const CONSENT_KEY = 'cookie-consent'
export const CONSENT_EVENT = 'cookie-consent-change'
/** "6 months", counted as 180 days of 30. */
export const CONSENT_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000
export const BANNER_DELAY_MS = 1_000

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export function parseConsent(raw: string | null): ConsentRecord | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord>
    const flags = [value.performance, value.functional, value.marketing]
    if (!flags.every((flag) => typeof flag === 'boolean')) return null
    if (typeof value.timestamp !== 'string' || Number.isNaN(Date.parse(value.timestamp))) return null
    return {
      essential: true,
      performance: value.performance!,
      functional: value.functional!,
      marketing: value.marketing!,
      timestamp: value.timestamp,
    }
  } catch {
    return null
  }
}

/** A stored choice that is present, well-formed and younger than 180 days. */
export function currentConsent(storage: StorageLike, now = Date.now()): ConsentRecord | null {
  let record: ConsentRecord | null
  try {
    record = parseConsent(storage.getItem(CONSENT_KEY))
  } catch {
    return null
  }
  if (!record) return null
  const age = now - Date.parse(record.timestamp)
  return age >= 0 && age <= CONSENT_MAX_AGE_MS ? record : null
}

export function makeConsent(choices: ConsentChoices, now = new Date()): ConsentRecord {
  return { essential: true, ...choices, timestamp: now.toISOString() }
}

export const ACCEPT_ALL: ConsentChoices = { performance: true, functional: true, marketing: true }
export const ESSENTIAL_ONLY: ConsentChoices = { performance: false, functional: false, marketing: false }

/** Stores the choice and tells the rest of the page (analytics) about it. */
export function saveConsent(record: ConsentRecord, storage: StorageLike = window.localStorage): void {
  try {
    storage.setItem(CONSENT_KEY, JSON.stringify(record))
  } catch (error) {
    console.error('Could not store cookie consent:', error)
  }
  window.dispatchEvent(new CustomEvent<ConsentRecord>(CONSENT_EVENT, { detail: record }))
}
