import { describe, expect, it } from 'vitest'

import type { Booking, BookingClick } from '@/payload-types'

import { firstTouchOfTracking, joinsOfBooking, joinsOfClick, joinsOfTracking, referenceOf } from './join'

const REFERENCE = '0123456789abcdef0123456789abcdef'

describe('referenceOf', () => {
  it('reads Calendly’s utm_content and Cal.com’s metadata.reference, when well-formed', () => {
    expect(referenceOf({ provider: 'calendly', tracking: { utm_content: REFERENCE, utm_source: 'news' } })).toBe(
      REFERENCE,
    )
    expect(referenceOf({ provider: 'cal-com', tracking: { reference: REFERENCE } })).toBe(REFERENCE)
    // Each provider only where its own link put it.
    expect(referenceOf({ provider: 'calendly', tracking: { reference: REFERENCE } })).toBeNull()
    expect(referenceOf({ provider: 'cal-com', tracking: { utm_content: REFERENCE } })).toBeNull()
    for (const forged of ['spring-banner', REFERENCE.toUpperCase(), `${REFERENCE}0`, "' OR 1=1 --"]) {
      expect(referenceOf({ provider: 'calendly', tracking: { utm_content: forged } })).toBeNull()
    }
  })
})

describe('joins', () => {
  const click: BookingClick = {
    id: 4,
    source: 'chat',
    page: '/services',
    conversation: 9,
    reference: REFERENCE,
    firstTouch: {
      landingPage: '/',
      referrerHost: 'news.example',
      utmSource: 'news',
      utmMedium: null,
      utmCampaign: 'launch',
    },
    updatedAt: '2026-11-26T10:00:00.000Z',
    createdAt: '2026-11-26T10:00:00.000Z',
  }

  it('take the click’s source, page, conversation and first touch', () => {
    expect(joinsOfClick(click)).toEqual({
      click: 4,
      conversation: 9,
      source: 'chat',
      page: '/services',
      firstTouch: {
        landingPage: '/',
        referrerHost: 'news.example',
        utmSource: 'news',
        utmMedium: null,
        utmCampaign: 'launch',
      },
    })
    expect(joinsOfClick({ ...click, conversation: null, firstTouch: {} }).firstTouch).toBeUndefined()
  })

  it('keep a replaced booking’s joins', () => {
    const booking = { ...joinsOfClick(click), id: 1, provider: 'calendly', status: 'rescheduled' } as Booking
    expect(joinsOfBooking(booking)).toEqual(joinsOfClick(click))
  })

  it('fall back to the campaign tags the scheduler kept', () => {
    expect(firstTouchOfTracking({ utm_source: 'news', utm_campaign: 'launch', utm_content: REFERENCE })).toEqual({
      utmSource: 'news',
      utmMedium: null,
      utmCampaign: 'launch',
    })
    expect(firstTouchOfTracking({ ref: 'hero' })).toBeUndefined()
    expect(joinsOfTracking({})).toEqual({
      click: null,
      conversation: null,
      source: null,
      page: null,
      firstTouch: undefined,
    })
  })
})
