'use client'

import { useEffect, useState } from 'react'

import { fill } from '@/content/fill'
import { legalDateValues } from '@/lib/pages/legal-dates'

/**
 * Copy with `{date}` or `{year}` in it: rendered with the server's values, then with the visitor's
 * today once in the browser, so a page served from the cache never shows yesterday's date.
 */
export function DatedText({ text, values }: { text: string; values: Record<string, string | number> }) {
  const [current, setCurrent] = useState(values)
  useEffect(() => setCurrent({ ...values, ...legalDateValues(new Date()) }), [values])
  return fill(text, current)
}
