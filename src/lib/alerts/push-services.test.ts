import { describe, expect, it } from 'vitest'

import { isInternalAddress, neutralPushError, publicOnlyLookup, pushServiceOf } from './push-services'

describe('pushServiceOf', () => {
  it('takes the browsers’ push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMgzyUUyU6eQ',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(pushServiceOf(endpoint), endpoint).toBe('browser')
  })

  it('refuses any other host: internal addresses, look-alikes, metadata', () => {
    for (const endpoint of [
      'https://127.0.0.1:9443/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/x',
      'https://intranet.local/x',
      'not a url',
    ])
      expect(pushServiceOf(endpoint), endpoint).toBeNull()
  })

  it('takes the hosts the operator lists, by name or domain, and knows which those are', () => {
    expect(pushServiceOf('https://127.0.0.1:9443/x', ['127.0.0.1'])).toBe('operator')
    expect(pushServiceOf('https://push.example.org/x', ['*.example.org'])).toBe('operator')
    expect(pushServiceOf('https://example.org/x', ['*.example.org'])).toBeNull()
    expect(pushServiceOf('https://fcm.googleapis.com/x', ['127.0.0.1'])).toBe('browser')
  })
})

describe('isInternalAddress', () => {
  it('names loopback, private, link-local, carrier-grade NAT, unique-local and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isInternalAddress(address), address).toBe(true)
  })

  it('passes public addresses', () => {
    for (const address of ['142.250.185.10', '8.8.8.8', '2a00:1450:4001:80b::200a', '172.32.0.1'])
      expect(isInternalAddress(address), address).toBe(false)
  })
})

describe('publicOnlyLookup', () => {
  const resolve = (hostname: string) =>
    new Promise<string>((done, fail) =>
      publicOnlyLookup(hostname, {}, (error, address) => (error ? fail(error) : done(address as string))),
    )

  it('fails a name that resolves to an internal address, as the connection would be made', async () => {
    await expect(resolve('localhost')).rejects.toMatchObject({ code: 'EINTERNAL' })
    await expect(resolve('127.0.0.1')).rejects.toMatchObject({ code: 'EINTERNAL' })
  })

  it('the control: a public address goes through unchanged', async () => {
    await expect(resolve('142.250.185.10')).resolves.toBe('142.250.185.10')
  })
})

describe('neutralPushError', () => {
  it('keeps the push service’s status and nothing of the socket', () => {
    expect(neutralPushError(404)).toBe('push service refused: 404')
    expect(neutralPushError(undefined)).toBe('push service unreachable')
  })
})
