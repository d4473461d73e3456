import Link from 'next/link'

import { PageHero } from '@/components/sections/PageHero'
import { content } from '@/lib/pages/content'
import type { LegalPageCopy } from '@/lib/pages/copy'

import { DatedText } from './DatedText'
import { LegalBody } from './LegalBody'

/** What the page's `{placeholders}` become: `{date}` in "Last Updated", `{year}` in the closing line. */
type LegalDocumentProps = { page: LegalPageCopy; values?: Record<string, string | number> }

/** A policy page: hero with breadcrumb, "Last Updated", numbered sections and links to related pages. */
export function LegalDocument({ page, values = {} }: LegalDocumentProps) {
  return (
    <>
      <PageHero heading={page.heading} trail={[{ label: page.label }]} text={page.intro} />
      <div className="bg-white py-section-sm">
        <div className="mx-auto max-w-3xl px-5 sm:px-8" data-testid="policy-text">
          <p
            className="mb-10 rounded-xl bg-cream-100 px-4 py-3 text-sm font-semibold text-ink-900"
            data-testid="last-updated"
          >
            <DatedText text={page.updated} values={values} />
          </p>
          <LegalBody body={page.body} />
          <nav aria-label="Related pages" className="border-t border-ink-900/10 pt-8">
            <h2 className="text-sm font-semibold uppercase tracking-widest text-ink-700">{content().ui.related}</h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {page.related.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-flex rounded-full border border-ink-900/15 px-4 py-2 font-semibold text-rose-700 hover:border-rose-700/50"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {page.footnote ? (
            <p className="mt-10 text-sm text-ink-700">
              <DatedText text={page.footnote} values={values} />
            </p>
          ) : null}
        </div>
      </div>
    </>
  )
}
