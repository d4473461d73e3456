import { describe, expect, it } from 'vitest'

import { assertProductionBuild } from '../support/build'
import { productionEnv, spawnServer } from '../support/server-process'

describe('production start without SMTP', () => {
  it('refuses to start, naming SMTP_HOST and MAIL_TRANSPORT=log, when nothing says logging mail is intended', async () => {
    assertProductionBuild()
    // Empty is unset, whatever the surrounding environment holds.
    const env = { ...productionEnv('postgres://127.0.0.1:1/none'), MAIL_TRANSPORT: '', SMTP_HOST: '' }
    const server = await spawnServer(env, { waitReady: false })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/SMTP_HOST: is required when NODE_ENV=production/)
    expect(server.output()).toMatch(/MAIL_TRANSPORT=log/)
  })
})
