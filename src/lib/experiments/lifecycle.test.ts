import { describe, expect, it } from 'vitest'

import { type ExperimentState, refusedChange } from './lifecycle'

const started: ExperimentState = {
  status: 'running',
  page: 'home-page',
  split: '50',
  variant: { hero: { heading: 'New', eyebrow: 'Agency' } },
}

describe('refusedChange', () => {
  it('lets a started experiment pause, resume and end', () => {
    expect(refusedChange(started, { ...started, status: 'paused' })).toBeUndefined()
    expect(refusedChange({ ...started, status: 'paused' }, started)).toBeUndefined()
    expect(refusedChange(started, { ...started, status: 'ended' })).toBeUndefined()
  })

  it('takes the same variant back with its keys in another order as unchanged', () => {
    expect(
      refusedChange(started, { ...started, variant: { hero: { eyebrow: 'Agency', heading: 'New' } } }),
    ).toBeUndefined()
  })

  it('refuses new words, another page or split, and a second life for an ended experiment', () => {
    expect(refusedChange(started, { ...started, variant: { hero: { heading: 'Other' } } })).toMatch(
      /results of different texts must not mix/,
    )
    expect(refusedChange(started, { ...started, page: 'about-page' })).toMatch(/page and split cannot change/)
    expect(refusedChange(started, { ...started, split: '20' })).toMatch(/page and split cannot change/)
    expect(refusedChange({ ...started, status: 'ended' }, started)).toMatch(/ended experiment stays ended/)
  })
})
