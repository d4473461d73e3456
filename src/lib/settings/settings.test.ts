import { afterEach, describe, expect, it } from 'vitest'

import { env } from '@/config/env'
import { siteConfig } from '@/config/site'

import { applySettings, clearSettings, sameSettings, settingsFromEnv } from './current'
import { settingsFromDoc } from './load'
import { fieldValidator, settingRules } from './schema'

afterEach(() => clearSettings())

describe('site settings', () => {
  it('render with the environment’s values until settings are loaded, then with the loaded ones', () => {
    expect(siteConfig().agencyName).toBe(env().AGENCY_NAME)
    expect(siteConfig()).toBe(siteConfig())
    applySettings({ ...settingsFromEnv(env()), agencyName: 'Northstar Talent', platformName: 'Fan Vault' })
    expect(siteConfig()).toMatchObject({
      agencyName: 'Northstar Talent',
      platform: 'Fan Vault',
      platformSlug: 'fan-vault',
      baseUrl: env().SITE_URL.replace(/\/+$/, ''),
    })
    clearSettings()
    expect(siteConfig().agencyName).toBe(env().AGENCY_NAME)
  })

  it('take the environment’s value for a field a saved document lacks, and no analytics for an empty id', () => {
    const defaults = settingsFromEnv(env())
    expect(
      settingsFromDoc({ agencyName: 'Saved', gaMeasurementId: '' }, { ...defaults, gaMeasurementId: 'G-ENV' }),
    ).toEqual({
      ...defaults,
      agencyName: 'Saved',
      gaMeasurementId: undefined,
      socialImage: undefined,
    })
    expect(
      settingsFromDoc(
        {
          socialImage: {
            id: 3,
            alt: 'Team',
            url: '/api/media/file/team.png',
            width: 800,
            height: 420,
            updatedAt: '',
            createdAt: '',
          },
        },
        defaults,
      ).socialImage,
    ).toEqual({
      url: '/api/media/file/team.png',
      width: 800,
      height: 420,
      alt: 'Team',
    })
  })

  it('tell apart settings that render differently', () => {
    const a = settingsFromEnv(env())
    expect(sameSettings(a, { ...a })).toBe(true)
    expect(sameSettings(a, { ...a, bookingUrl: 'https://cal.example.com/other' })).toBe(false)
    expect(sameSettings(a, { ...a, socialImage: { url: '/x.png', width: 1, height: 1, alt: '' } })).toBe(false)
  })

  it('validate fields by the environment’s rules, with required fields named', () => {
    const booking = fieldValidator(settingRules.bookingUrl, { required: true })
    expect(booking('https://cal.example.com/call')).toBe(true)
    expect(booking('javascript:alert(1)')).toMatch(/URL/i)
    expect(booking('')).toBe('This field is required.')
    const ga = fieldValidator(settingRules.gaMeasurementId, { required: false })
    expect(ga('')).toBe(true)
    expect(ga('UA-123')).toBe('must look like G-XXXXXXX')
    expect(fieldValidator(settingRules.agencyName, { required: true })('A\u0000B')).toBe(
      'must not contain control characters',
    )
  })
})
