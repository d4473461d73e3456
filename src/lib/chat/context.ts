import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { withoutControlCharacters } from '@/lib/plain-text'
import { inputString } from '@/lib/validation/text'

import { isTimeZone } from './office-hours'

/**
 * What the agent sees of where a visitor is and came from, sent by the widget only while the visitor
 * has a conversation and kept on that conversation (deleted with it). No IP address, no precise
 * location: the browser's time zone gives the visitor's local time, the user agent only a class.
 */

export const TRAIL_MAX = 30
const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const

/** A path on this site: starts with one "/", no spaces or control characters, at most 300 characters. */
export const sitePathSchema = inputString()
  .max(300)
  .regex(/^\/(?!\/)[^\s\u0000-\u001f\u007f]*$/, 'must be a path on this site')

/** A host name as a referrer gives it (no path, no credentials). */
export const hostSchema = inputString()
  .max(253)
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'must be a host name')
  .transform((host) => host.toLowerCase())

/** One UTM tag's value: at most 100 characters, control characters removed. */
export const utmValueSchema = inputString()
  .max(100)
  .transform((value) => withoutControlCharacters(value).trim())

export const utmSchema = z
  .object(
    Object.fromEntries(UTM_KEYS.map((key) => [key, utmValueSchema.optional()])) as Record<
      (typeof UTM_KEYS)[number],
      z.ZodOptional<typeof utmValueSchema>
    >,
  )
  .strict()

const visitStepSchema = z.object({ path: sitePathSchema, at: z.iso.datetime({ offset: true }) })
export type VisitStep = z.output<typeof visitStepSchema>

export const landingSchema = z.object({ path: sitePathSchema, referrer: hostSchema.nullable(), utm: utmSchema })
export type Landing = z.output<typeof landingSchema>

/** Visitor → server: the page the visitor is on, and what this browser kept of the visit (with functional consent). */
export const visitorContextInputSchema = z.object({
  page: sitePathSchema,
  trail: z.array(visitStepSchema).max(TRAIL_MAX).optional(),
  landing: landingSchema.optional(),
  timeZone: inputString().max(64).refine(isTimeZone, 'must be a time zone').optional(),
})
export type VisitorContextInput = z.output<typeof visitorContextInputSchema>

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]
export type BrowserClass = 'Chrome' | 'Safari' | 'Firefox' | 'Edge' | 'Samsung Internet' | 'Opera' | 'Other'

/** As stored on the conversation and shown in the console. */
export type VisitorContext = {
  page: string
  pageAt: string
  trail: VisitStep[]
  landing: Landing | null
  timeZone: string | null
  device: DeviceClass
  browser: BrowserClass
}

/**
 * The context after a new report: the current page and when it was reached, the trail with the page
 * appended (the trail the browser kept before the conversation existed seeds it), the landing and
 * time zone as first known.
 */
export function nextContext(
  previous: VisitorContext | null,
  input: VisitorContextInput,
  agent: { device: DeviceClass; browser: BrowserClass },
  now: Date,
): VisitorContext {
  const at = now.toISOString()
  const trail = [...(previous?.trail.length ? previous.trail : (input.trail ?? []))]
  if (trail.at(-1)?.path !== input.page) trail.push({ path: input.page, at })
  return {
    page: input.page,
    pageAt: previous?.page === input.page ? previous.pageAt : at,
    trail: trail.slice(-TRAIL_MAX),
    landing: previous?.landing ?? input.landing ?? null,
    timeZone: input.timeZone ?? previous?.timeZone ?? null,
    device: agent.device,
    browser: agent.browser,
  }
}

/** A coarse class of the browser and device from the User-Agent header; the header itself is not kept. */
export function classifyUserAgent(userAgent: string | undefined): { device: DeviceClass; browser: BrowserClass } {
  const ua = userAgent ?? ''
  const device: DeviceClass = /iPad|Tablet|Android(?!.*Mobile)/i.test(ua)
    ? 'tablet'
    : /Mobi|iPhone|iPod|Android/i.test(ua)
      ? 'mobile'
      : 'desktop'
  const browser: BrowserClass = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS/.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS|Chromium/.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Other'
  return { device, browser }
}
