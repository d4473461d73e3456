import { describe, expect, it } from 'vitest'

import { requestIdFor } from './logging'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/
const request = (id?: string | string[]) => ({ headers: id === undefined ? {} : { 'x-request-id': id } })

describe('requestIdFor', () => {
  it('keeps a well-formed id from a trusted proxy', () => {
    expect(requestIdFor(request('4bf92f3577b34da6a3ce929d0e0e4736'), 1)).toBe('4bf92f3577b34da6a3ce929d0e0e4736')
    expect(requestIdFor(request('proxy-1:req.42_a'), 2)).toBe('proxy-1:req.42_a')
  })

  it('makes a new one without a trusted proxy, whatever the client sent', () => {
    expect(requestIdFor(request('4bf92f3577b34da6a3ce929d0e0e4736'), 0)).toMatch(UUID)
    expect(requestIdFor(request(), 1)).toMatch(UUID)
  })

  it('makes a new one for a malformed id', () => {
    for (const bad of [
      'short',
      'x'.repeat(129),
      'has space inside',
      'line\nbreak-1234',
      '"quoted"-1234',
      '<script>1234',
    ])
      expect(requestIdFor(request(bad), 1)).toMatch(UUID)
    expect(requestIdFor(request(['aaaaaaaa-1', 'bbbbbbbb-2']), 1)).toMatch(UUID)
  })

  it('gives every request its own', () => {
    expect(requestIdFor(request(), 0)).not.toBe(requestIdFor(request(), 0))
  })
})
