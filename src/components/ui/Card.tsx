import type { ReactNode } from 'react'

/** The white, ringed panel the staff pages are made of. */
export const cardStyles = 'min-w-0 rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-900/10 sm:p-6'

/** A titled card: a section named by its heading, with anything beside the heading (a badge, a button) in `aside`. */
export function Card({
  id,
  heading,
  aside,
  testId,
  children,
}: {
  id: string
  heading: ReactNode
  aside?: ReactNode
  testId?: string
  children: ReactNode
}) {
  const title = (
    <h2 id={id} className="text-lg font-semibold text-ink-950">
      {heading}
    </h2>
  )
  return (
    <section aria-labelledby={id} className={cardStyles} data-testid={testId}>
      {aside ? (
        <div className="flex flex-wrap items-center gap-3">
          {title}
          {aside}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  )
}

/** One figure with its label, inside a `<dl>`. */
export function MetricCard({ label, value }: { label: string; value: string }) {
  return (
    <div className={cardStyles}>
      <dt className="text-sm font-medium text-ink-700">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-semibold text-ink-950 tabular-nums">{value}</dd>
    </div>
  )
}
