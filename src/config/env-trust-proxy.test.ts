import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env'

const trustProxy = (value: string | undefined) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY

describe('TRUST_PROXY', () => {
  it('is the number of trusted proxies: false is none, true (the earlier yes/no setting) is one', () => {
    expect(trustProxy(undefined)).toBe(0)
    expect(trustProxy('false')).toBe(0)
    expect(trustProxy('true')).toBe(1)
    expect(trustProxy(' TRUE ')).toBe(1)
    expect(trustProxy('0')).toBe(0)
    expect(trustProxy('2')).toBe(2)
  })

  it('refuses anything else with a message naming it', () => {
    for (const value of ['yes', '-1', '1.5', '100', 'two']) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(EnvError)
    }
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be false, true or the number of proxies/)
  })
})
