import { describe, expect, it } from 'vitest'

import { checkHealth } from './health'

describe('checkHealth', () => {
  it('is 200 when the query answers', async () => {
    await expect(checkHealth({ query: () => Promise.resolve({ rows: [] }) } as never)).resolves.toEqual({
      status: 200,
      body: { db: 'ok' },
    })
  })

  it('is 503 when the query fails, hangs past the timeout, or there is no pool', async () => {
    const failing = { query: async () => Promise.reject(new Error('ECONNREFUSED')) } as never
    const hanging = { query: () => new Promise(() => {}) } as never
    await expect(checkHealth(failing)).resolves.toEqual({ status: 503, body: { db: 'unavailable' } })
    await expect(checkHealth(hanging, 20)).resolves.toEqual({ status: 503, body: { db: 'unavailable' } })
    await expect(checkHealth(undefined)).resolves.toMatchObject({ status: 503 })
  })
})
