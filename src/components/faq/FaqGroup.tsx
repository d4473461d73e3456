import type { FaqItem } from '@/lib/pages/copy'

import { FaqAccordion } from './FaqAccordion'

type FaqGroupProps = { id: string; heading: string; items: FaqItem[]; bookingPhrase: string }

export const faqHeadingId = (id: string) => `${id}-faq-heading`

/** One titled group of questions on /faq; its accordion keeps its own open item. */
export function FaqGroup({ id, heading, items, bookingPhrase }: FaqGroupProps) {
  return (
    <div>
      <h2 id={faqHeadingId(id)} className="mb-6 font-display text-h2 font-semibold text-ink-950">
        {heading}
      </h2>
      <FaqAccordion items={items} bookingPhrase={bookingPhrase} idPrefix={id} tone="light" />
    </div>
  )
}
