'use client'

import * as Accordion from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide'
import Link from 'next/link'
import { Suspense } from 'react'

import type { FaqItem } from '@/content/types'
import { splitOnPhrase } from '@/lib/faq'

import { Svg } from '../ui/Svg'

type FaqAccordionProps = { items: FaqItem[]; bookingPhrase: string; idPrefix: string; tone?: 'light' | 'white' }

/** Single-open accordion; clicking the open item closes it. Each instance keeps its own state. */
export function FaqAccordion({ items, bookingPhrase, idPrefix, tone = 'white' }: FaqAccordionProps) {
  return (
    // Its own hydration pass: Radix's per-item components then hydrate in a separate task after the
    // page's, instead of lengthening the page's one long hydration commit. A click that comes first
    // hydrates it at once and is replayed.
    <Suspense>
      <Accordion.Root type="single" collapsible className="space-y-3" data-faq={idPrefix}>
        {items.map((item, index) => (
          <Accordion.Item
            key={item.question}
            value={`${idPrefix}-${index}`}
            className={`overflow-hidden rounded-2xl border border-ink-900/10 ${tone === 'white' ? 'bg-white' : 'bg-cream-50'}`}
          >
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink-950 hover:bg-cream-100 md:px-6">
                  {item.question}
                  <Svg
                    node={ChevronDown}
                    className="size-5 shrink-0 text-rose-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-5 leading-relaxed text-ink-700 md:px-6">
              {splitOnPhrase(item.answer, bookingPhrase).map((part, i) =>
                part.isPhrase ? (
                  <Link key={i} href="/contact" className="font-semibold text-rose-700 underline underline-offset-4 hover:text-rose-800">
                    {part.text}
                  </Link>
                ) : (
                  <span key={i}>{part.text}</span>
                ),
              )}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Suspense>
  )
}
