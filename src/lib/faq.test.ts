import { describe, expect, it } from 'vitest'

import { splitOnPhrase } from './faq'

describe('splitOnPhrase', () => {
  it('marks each occurrence of the phrase', () => {
    expect(
      splitOnPhrase(
        'First, book a free strategy call. Then Book a free strategy call again',
        'book a free strategy call',
      ),
    ).toEqual([
      { text: 'First, ', isPhrase: false },
      { text: 'book a free strategy call', isPhrase: true },
      { text: '. Then ', isPhrase: false },
      { text: 'Book a free strategy call', isPhrase: true },
      { text: ' again', isPhrase: false },
    ])
  })

  it('leaves text without the phrase whole', () => {
    expect(splitOnPhrase('No link here.', 'book a free strategy call')).toEqual([
      { text: 'No link here.', isPhrase: false },
    ])
  })
})
