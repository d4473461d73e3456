import type { ReactNode } from 'react'

/** A figure's cell: right-aligned, digits of equal width. */
export const figureCell = 'px-3 py-2 text-right tabular-nums'

export type Column = { label: ReactNode; align?: 'left' | 'right'; className?: string }

/** A row label's column on the left, then figures' columns on the right. */
export const figureColumns = (label: ReactNode, figures: ReactNode[]): Column[] => [
  { label },
  ...figures.map((figure) => ({ label: figure, align: 'right' as const })),
]

/**
 * A table wider than a phone scrolls sideways; the region takes focus so a keyboard can scroll it too (WCAG 2.1.1).
 * `relative` keeps the table's screen-reader-only text (positioned absolutely) inside the scrolling box, not
 * widening the page.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`${className} relative overflow-x-auto rounded-md`}>
      {children}
    </div>
  )
}

/**
 * A staff report's table: a caption for screen readers, a head row from `columns`, the rows as
 * children, inside a scrolling region; `minWidth` (a Tailwind class) keeps narrow screens readable.
 */
export function DataTable({
  caption,
  columns,
  children,
  testId,
  minWidth = '',
  className = 'mt-3',
  bodyClassName = '',
}: {
  caption: string
  columns: Column[]
  children: ReactNode
  testId?: string
  minWidth?: string
  className?: string
  bodyClassName?: string
}) {
  return (
    <ScrollRegion label={caption} className={className}>
      <table className={`w-full ${minWidth} text-left text-sm text-ink-900`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-100">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`px-3 py-2 font-semibold ${column.align === 'right' ? 'text-right' : ''} ${column.className ?? ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-ink-100 ${bodyClassName}`}>{children}</tbody>
      </table>
    </ScrollRegion>
  )
}
