'use client'

import { useRowLabel } from '@payloadcms/ui'

/** The fields whose text names a row of page copy in /cms, in order of preference. */
const NAMING_FIELDS = ['question', 'title', 'heading', 'label', 'name', 'value', 'quote', 'text', 'number'] as const
const MAX_LENGTH = 80

/**
 * Names a row of a page's list (an FAQ item, a card, a testimonial) by its own words, so editors can tell rows apart
 * when reordering.
 */
export function CopyRowLabel() {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const text = NAMING_FIELDS.map((field) => data?.[field]).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  if (!text) return <span>Row {String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
  return <span>{text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text}</span>
}
