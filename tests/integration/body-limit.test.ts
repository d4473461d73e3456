import { connect } from 'node:net'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../../src/lib/http/endpoints'
import { loginAs } from '../support/login'
import { type Site, startSite } from '../support/server-process'

let server: Site

beforeAll(async () => {
  server = await startSite('body_limit')
})

afterAll(async () => {
  await server?.close()
})

const json = () => ({ 'content-type': 'application/json', origin: server.url })

/**
 * Sends the request head and only the first bytes of the body, then waits for the answer: an
 * answer before the body is complete shows the server never read (let alone parsed) it.
 */
function partialRequest(head: string, bodyStart: Buffer, chunked = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1')
    let answer = ''
    socket.setTimeout(15_000, () => {
      socket.destroy()
      reject(new Error(`no answer; got: ${answer}`))
    })
    socket.on('data', (chunk) => {
      answer += chunk.toString()
      // The whole 413 is there while the server still waits (a while) for the rest of the body.
      if (answer.endsWith('"}]}')) {
        socket.destroy()
        resolve(answer)
      }
    })
    socket.on('close', () => resolve(answer))
    socket.on('error', () => resolve(answer))
    socket.write(head)
    const write = (data: Buffer) =>
      socket.write(
        chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]) : data,
      )
    if (!chunked) return void write(bodyStart)
    // A chunked body that keeps coming: more than the limit in 64 kB chunks, never terminated.
    let sent = 0
    const more = () => {
      if (socket.destroyed || sent > JSON_BODY_LIMIT * 2) return
      const chunk = Buffer.alloc(64 * 1024, 'a')
      sent += chunk.length
      write(chunk)
      setImmediate(more)
    }
    more()
  })
}

const adminToken = async () => (await loginAs(server.url, 'admin', 'e2e-admin-password')).token

async function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256)
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

describe('request body limits (server.ts)', () => {
  it('answers an 8 MB JSON login with 413 before reading the body', async () => {
    const eightMb = 8 * 1024 * 1024
    const head = `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nOrigin: ${server.url}\r\nContent-Length: ${eightMb}\r\n\r\n`
    const answer = await partialRequest(head, Buffer.from('{"username":"admin","password":"'))
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/content-type: application\/json/i)
    expect(answer).toMatch(/"errors":\[\{"message":"The request body is too large/)

    const viaFetch = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ username: 'admin', password: 'x'.repeat(eightMb) }),
    })
    expect(viaFetch.status).toBe(413)
    expect(await viaFetch.json()).toEqual({ errors: [{ message: expect.stringMatching(/too large/) }] })
  })

  it('answers a chunked body that passes the limit with 413 and closes the connection', async () => {
    const head = `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nOrigin: ${server.url}\r\nTransfer-Encoding: chunked\r\n\r\n`
    const answer = await partialRequest(head, Buffer.alloc(0), true)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/connection: close/i)
  })

  it('still reads a JSON body under the limit', async () => {
    const res = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ username: 'admin', password: 'wrong', padding: 'x'.repeat(JSON_BODY_LIMIT - 1000) }),
    })
    expect(res.status).toBe(401)
  })

  it('takes an image upload over the JSON limit, and refuses one over the upload limit with 413', async () => {
    const token = await adminToken()
    const upload = async (png: Buffer) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'noise.png')
      form.append('_payload', JSON.stringify({ alt: 'Noise' }))
      return fetch(`${server.url}/api/media`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, origin: server.url },
        body: form,
      })
    }
    const twoMb = await noisePng(840, 840)
    expect(twoMb.length).toBeGreaterThan(JSON_BODY_LIMIT)
    expect((await upload(twoMb)).status).toBe(201)

    const elevenMb = await noisePng(1920, 1920)
    expect(elevenMb.length).toBeGreaterThan(UPLOAD_BODY_LIMIT)
    const refused = await upload(elevenMb)
    expect(refused.status).toBe(413)
    expect(await refused.json()).toEqual({ errors: [{ message: expect.stringMatching(/too large/) }] })
  })

  it('has no GraphQL endpoint', async () => {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ query: '{ Users { docs { username } } }' }),
    })
    expect(res.status).toBe(404)
  })
})
