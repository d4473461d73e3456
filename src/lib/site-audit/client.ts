import { TREND_REPORTS } from './constants'
import type { ManualRunInput } from './schema'
import type { MonitoringReportView } from './types'

/** The newest reports first (the first is "the latest report"; the rest feed the trend). */
export async function fetchRecentReports(
  signal?: AbortSignal,
  limit: number = TREND_REPORTS,
): Promise<MonitoringReportView[]> {
  const query = new URLSearchParams({ sort: '-reportDate', limit: String(limit), depth: '0' })
  const response = await fetch(`/api/site-monitoring-reports?${query}`, {
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  })
  if (!response.ok) throw new Error(`Monitoring reports answered HTTP ${response.status}`)
  const body = (await response.json()) as { docs?: MonitoringReportView[] }
  return body.docs ?? []
}

/** The server answered the run and refused it (its own JSON message): waiting longer changes nothing. */
export class RunRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RunRefusedError'
  }
}

/**
 * Runs a check now; resolves with its summary once the report is stored. Rejects with
 * RunRefusedError when the server refused or failed the run; any other rejection (no answer, a
 * proxy's error page) leaves open whether the check is still running.
 */
export async function runCheckNow(signal?: AbortSignal): Promise<{ summary: string }> {
  const input: ManualRunInput = { manual: true }
  const response = await fetch('/api/site-monitoring', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  })
  const answer = (await response.json().catch(() => ({}))) as Partial<{ summary: string; message: string }>
  if (response.ok && typeof answer.summary === 'string') return { summary: answer.summary }
  if (typeof answer.message === 'string') throw new RunRefusedError(answer.message)
  throw new Error(`The run answered HTTP ${response.status}`)
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer)
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'))
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort)
      resolve()
    }, ms)
    signal.addEventListener('abort', abort, { once: true })
  })

/**
 * Asks for the newest report every `intervalMs` until one other than `knownId` (null: none) is stored, and
 * resolves with its summary: the run's end even when its own answer never arrives.
 */
export async function waitForNewReport(
  knownId: number | null | undefined,
  intervalMs: number,
  signal: AbortSignal,
): Promise<{ summary: string }> {
  // Unknown (the page could not load the reports): the newest report now is the baseline.
  const baseline =
    knownId === undefined ? ((await fetchRecentReports(signal, 1).catch(() => []))[0]?.id ?? null) : knownId
  for (;;) {
    await sleep(intervalMs, signal)
    const [newest] = await fetchRecentReports(signal, 1).catch((error: unknown) => {
      if (signal.aborted) throw error
      return [] // A failed poll is tried again at the next interval.
    })
    if (newest && newest.id !== baseline) return { summary: newest.summary }
  }
}

/**
 * A manual run as the page shows it: the run's answer, or the report it stored (polled), whichever
 * comes first; a refusal ends it at once and so does `giveUpMs` without either.
 */
export async function runAndWait(
  knownId: number | null | undefined,
  { pollMs, giveUpMs }: { pollMs: number; giveUpMs: number },
): Promise<{ summary: string }> {
  const controller = new AbortController()
  const giveUp = setTimeout(() => controller.abort(new Error('No report arrived in time')), giveUpMs)
  try {
    return await new Promise<{ summary: string }>((resolve, reject) => {
      runCheckNow(controller.signal).then(resolve, (error: unknown) => {
        // Without the server's own answer the check may still be running: the poll decides.
        if (error instanceof RunRefusedError || controller.signal.aborted)
          reject(error instanceof Error ? error : new Error('The check could not be started.'))
      })
      waitForNewReport(knownId, pollMs, controller.signal).then(resolve, (error: unknown) =>
        reject(error instanceof Error ? error : new Error('The check did not finish.')),
      )
    })
  } finally {
    clearTimeout(giveUp)
    controller.abort()
  }
}
