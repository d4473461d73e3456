'use client'

import { ChevronDown } from 'lucide'
import Link from 'next/link'
import { Activity, type KeyboardEvent, useId, useState } from 'react'

import { Svg } from '@/components/ui/Svg'
import { splitOnPhrase } from '@/lib/faq'
import type { FaqItem } from '@/lib/pages/copy'

type FaqAccordionProps = { items: FaqItem[]; bookingPhrase: string; idPrefix: string; tone?: 'light' | 'white' }

const KEYS_TO_INDEX: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * Single-open accordion; clicking the open item closes it. Each instance keeps its own state. The
 * WAI-ARIA accordion pattern (a heading's button with aria-expanded controlling a region; arrow keys,
 * Home and End move between the buttons) written out here: Radix's accordion cost about 9 kB gzip of
 * JavaScript on every page that links to a page with an FAQ. The answers stay in the HTML while closed.
 */
export function FaqAccordion({ items, bookingPhrase, idPrefix, tone = 'white' }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(null)
  const baseId = useId()

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = KEYS_TO_INDEX[event.key]
    const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')]
    const index = triggers.indexOf(event.target as HTMLButtonElement)
    if (!move || index < 0) return
    event.preventDefault()
    triggers[move(index, triggers.length)]?.focus()
  }

  return (
    // Its own hydration pass, after the page's; a click that comes first hydrates it at once and is replayed.
    // An Activity rather than a Suspense boundary: the server never moves an Activity's markup out of place
    // (docs/decisions/0014-hydration-boundaries-activity-not-suspense.md).
    <Activity>
      <div className="space-y-3" data-faq={idPrefix} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const state = open === index ? 'open' : 'closed'
          const triggerId = `${baseId}-trigger-${index}`
          const regionId = `${baseId}-region-${index}`
          return (
            <div
              key={item.question}
              data-state={state}
              className={`overflow-hidden rounded-2xl border border-ink-900/10 ${tone === 'white' ? 'bg-white' : 'bg-cream-50'}`}
            >
              <h3 data-state={state}>
                <button
                  type="button"
                  id={triggerId}
                  aria-expanded={state === 'open'}
                  aria-controls={regionId}
                  data-state={state}
                  onClick={() => setOpen((current) => (current === index ? null : index))}
                  className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink-950 hover:bg-cream-100 md:px-6"
                >
                  {item.question}
                  <Svg
                    node={ChevronDown}
                    className="size-5 shrink-0 text-rose-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </button>
              </h3>
              <div
                id={regionId}
                role="region"
                aria-labelledby={triggerId}
                data-state={state}
                hidden={state === 'closed'}
                className="px-5 pb-5 leading-relaxed text-ink-700 md:px-6"
              >
                {splitOnPhrase(item.answer, bookingPhrase).map((part, i) =>
                  part.isPhrase ? (
                    <Link
                      key={i}
                      href="/contact"
                      className="font-semibold text-rose-700 underline underline-offset-4 hover:text-rose-800"
                    >
                      {part.text}
                    </Link>
                  ) : (
                    <span key={i}>{part.text}</span>
                  ),
                )}
              </div>
            </div>
          )
        })}
      </div>
    </Activity>
  )
}
