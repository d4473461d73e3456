import { describe, expect, it } from 'vitest'

import { alertSummary, consoleLink, firstName, pushPayload, waitedFor } from './notification'

describe('pushPayload', () => {
  it('carries the first name, the page, the wait and the console link, nothing else', () => {
    const payload = pushPayload({
      kind: 'visitor-waiting',
      conversationId: 42,
      visitorName: 'Ada Lovelace',
      page: '/pricing',
      waitedSeconds: 190,
    })
    expect(payload).toEqual({
      title: 'Ada is waiting for a reply',
      body: 'On /pricing · waiting 3 min',
      url: '/admin/chat?conversation=42',
      tag: 'chat-42',
      kind: 'visitor-waiting',
    })
    expect(Object.keys(payload).sort()).toEqual(['body', 'kind', 'tag', 'title', 'url'])
    expect(JSON.stringify(payload)).not.toContain('Lovelace')
  })

  it('names a new chat and leaves out an unknown page', () => {
    expect(
      pushPayload({
        kind: 'conversation-started',
        conversationId: 7,
        visitorName: 'Wren',
        page: null,
        waitedSeconds: 2,
      }),
    ).toMatchObject({
      title: 'Wren started a chat',
      body: 'Waiting under a minute',
    })
  })

  it('keeps hostile names and pages to one short line', () => {
    const payload = pushPayload({
      kind: 'visitor-waiting',
      conversationId: 1,
      visitorName: `\u0000 ${'x'.repeat(500)}\nsecond`,
      page: `/${'p'.repeat(300)}`,
      waitedSeconds: 60,
    })
    expect(payload.title).toBe(`${'x'.repeat(40)} is waiting for a reply`)
    expect(payload.body).toContain(`On /${'p'.repeat(98)}…`)
    expect(
      pushPayload({
        kind: 'visitor-waiting',
        conversationId: 1,
        visitorName: 'A',
        page: 'https://evil.example/',
        waitedSeconds: 60,
      }).body,
    ).toBe('Waiting 1 min')
  })
})

describe('helpers', () => {
  it('takes the first name, or says "A visitor"', () => {
    expect(firstName('  Grace  Hopper ')).toBe('Grace')
    expect(firstName('')).toBe('A visitor')
    expect(firstName(null)).toBe('A visitor')
  })

  it('says how long in minutes and hours', () => {
    expect(waitedFor(59)).toBe('under a minute')
    expect(waitedFor(125)).toBe('2 min')
    expect(waitedFor(3600)).toBe('1 h')
    expect(waitedFor(3900)).toBe('1 h 5 min')
  })

  it('links the console to the conversation and summarises in one line', () => {
    expect(consoleLink(9)).toBe('/admin/chat?conversation=9')
    expect(alertSummary({ title: 'T', body: 'B', url: '/', tag: 't', kind: 'visitor-waiting' })).toBe('T: B')
  })
})
