import { describe, expect, it } from 'vitest'

import { pageLocationOf, pagePathOf, variantPath } from './route'

describe('the variants’ route', () => {
  it('names the experiment and then the page, and reads the page back', () => {
    for (const page of ['/', '/about', '/services/marketing']) {
      const path = variantPath(12, page)
      expect(path.startsWith('/experiment-variants/12')).toBe(true)
      expect(pagePathOf(path)).toBe(page)
    }
    expect(variantPath(12, '/')).toBe('/experiment-variants/12')
    expect(variantPath(3, '/services/marketing')).toBe('/experiment-variants/3/services/marketing')
  })

  it('leaves every other path as it is', () => {
    for (const path of [
      '/',
      '/about',
      '/experiment-variants',
      '/experiment-variantsx/1',
      '/blog/experiment-variants/1',
    ])
      expect(pagePathOf(path)).toBe(path)
  })

  it('reads a redirect into a variant’s route as one to its page, with the query kept', () => {
    expect(pageLocationOf('/experiment-variants/12?_rsc=1a2b3')).toBe('/?_rsc=1a2b3')
    expect(pageLocationOf('/experiment-variants/12')).toBe('/')
    expect(pageLocationOf('/experiment-variants/3/services/marketing?_rsc=x&utm_source=a')).toBe(
      '/services/marketing?_rsc=x&utm_source=a',
    )
    expect(pageLocationOf('/experiment-variants/3/about#team')).toBe('/about#team')
    for (const other of ['/about?x=1', 'https://example.com/experiment-variants/1', '/blog/experiment-variants/1?a'])
      expect(pageLocationOf(other)).toBe(other)
  })
})
