import type { ReactNode } from 'react'

import { foldStyles, foldSummary } from './format'

/** One subject of the report's details, folded until opened (a native disclosure: no script). */
export function Fold({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <details className={foldStyles} data-testid={testId}>
      <summary className={foldSummary}>
        {title}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-700 transition-transform group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 8l5 5 5-5" />
        </svg>
      </summary>
      <div className="space-y-4 border-t border-ink-100 px-5 pb-5 pt-3 sm:px-6">{children}</div>
    </details>
  )
}
