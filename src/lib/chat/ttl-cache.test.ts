import { describe, expect, it } from 'vitest'

import { ttlCache } from './ttl-cache'

describe('ttlCache', () => {
  it('loads once, answers the stored value within the TTL and loads again after it', async () => {
    let time = 0
    const loaded: string[] = []
    const read = ttlCache(
      1_000,
      (name: string) => {
        loaded.push(name)
        return Promise.resolve(loaded.length)
      },
      () => time,
    )
    expect(await read('a')).toBe(1)
    time = 1_000
    expect(await read('b')).toBe(1)
    time = 1_001
    expect(await read('c')).toBe(2)
    expect(loaded).toEqual(['a', 'c'])
  })

  it('dates the value from when its load finished', async () => {
    let time = 0
    let loads = 0
    const read = ttlCache(
      100,
      () => {
        loads += 1
        time += 50
        return Promise.resolve(loads)
      },
      () => time,
    )
    await read()
    time = 150
    expect(await read()).toBe(1)
  })
})
