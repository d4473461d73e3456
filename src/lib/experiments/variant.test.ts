import { describe, expect, it } from 'vitest'

import { PAGE_FIELDS } from '@/lib/pages/fields'
import { seedReadBack } from '@/lib/pages/load'

import { changesOf, problemsOf, withChanges } from './variant'

const home = () =>
  structuredClone(seedReadBack('home-page')) as unknown as Record<string, unknown> & {
    hero: { heading: string; highlights: { icon: string; value: string; label: string }[] }
    seo: { title: string }
  }

describe('changesOf and withChanges', () => {
  it('keeps only the sections that differ, each whole, and never the SEO tab', () => {
    const published = home()
    const draft = home()
    draft.hero.heading = 'Earn More From the Fans You Already Have'
    draft.seo.title = 'Another search title'
    const changes = changesOf(draft, published)
    expect(Object.keys(changes)).toEqual(['hero'])
    expect(changes.hero).toEqual(draft.hero)
    const shown = withChanges(published, changes)
    expect(shown.hero.heading).toBe('Earn More From the Fans You Already Have')
    expect(shown.seo.title).toBe(published.seo.title)
    expect(shown.about).toEqual(published.about)
  })

  it('finds no change in the same copy read back with its keys in another order (as jsonb returns them)', () => {
    const published = home()
    const reordered = Object.fromEntries(
      Object.entries(home()).map(([key, value]) => [
        key,
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).reverse())
          : value,
      ]),
    )
    expect(changesOf(reordered, published)).toEqual({})
  })

  it('removes a section the draft left out, and puts a new one in', () => {
    const published: Record<string, unknown> = { hero: { heading: 'A' }, notice: { text: 'Spots are limited' } }
    const draft: Record<string, unknown> = { hero: { heading: 'A' }, extra: { text: 'New' } }
    const changes = changesOf(draft, published)
    expect(changes).toEqual({ notice: null, extra: { text: 'New' } })
    expect(withChanges(published, changes)).toEqual(draft)
  })
})

describe('problemsOf', () => {
  const fields = PAGE_FIELDS['home-page']()

  it('finds nothing in the seed', () => {
    expect(problemsOf(fields, home())).toEqual([])
  })

  it('names a required text left empty, a text over its length, a bad icon and a list with too few items', () => {
    const copy = home()
    copy.hero.heading = ''
    copy.hero.highlights[0]!.icon = 'rocket-ship'
    copy.hero.highlights[1]!.label = 'x'.repeat(5_000)
    expect(problemsOf(fields, copy)).toEqual([
      { path: 'hero.heading', message: 'This field is required.' },
      { path: 'hero.highlights.0.icon', message: expect.stringContaining('“rocket-ship” is not an icon') },
      { path: 'hero.highlights.1.label', message: expect.stringMatching(/^At most \d+ characters\.$/) },
    ])
    copy.hero.highlights = []
    expect(problemsOf(fields, copy)).toContainEqual({
      path: 'hero.highlights',
      message: expect.stringMatching(/^Needs at least \d+ item\(s\); it has 0\.$/),
    })
  })
})
