/** How the report pages write figures and days (UTC, US English like the rest of the staff pages). */
export const number = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-US'))

export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

export const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

export const weekLabel = (week: { from: string; to: string }) =>
  week.from === week.to ? shortDay(week.from) : `${shortDay(week.from)} – ${shortDay(week.to)}`

/** A section folded away until opened: the report's details, one per subject. */
export const foldStyles = 'group rounded-card bg-white shadow-sm ring-1 ring-ink-900/10'
export const foldSummary =
  'flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 font-semibold text-ink-950 sm:px-6 [&::-webkit-details-marker]:hidden'
