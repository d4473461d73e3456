import { EventEmitter } from 'node:events'
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import { afterEach, describe, expect, it } from 'vitest'

import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '@/lib/http/endpoints'

import { bodyLimitFor, DRAIN, limitRequestBody } from './body-limit'

const LIMITS = { json: 100, upload: 1000 }

/** A request as the HTTP parser makes it: a readable whose body arrives through push(). */
function fakeRequest(url: string, headers: Record<string, string>): IncomingMessage {
  return Object.assign(new Readable({ read() {} }), { url, method: 'POST', headers }) as unknown as IncomingMessage
}

class FakeResponse extends EventEmitter {
  status = 0
  headers: Record<string, unknown> = {}
  body = ''
  headersSent = false
  writableEnded = false
  writeHead(status: number, headers: Record<string, unknown>) {
    this.status = status
    this.headers = headers
    this.headersSent = true
    return this
  }
  write(chunk: string) {
    if (this.writableEnded) throw new Error('write after end')
    this.body += chunk
    return true
  }
  end(callback?: () => void) {
    if (this.writableEnded) throw new Error('write after end')
    this.writableEnded = true
    queueMicrotask(() => {
      this.emit('finish')
      callback?.()
    })
    return this
  }
}

const asResponse = (res: FakeResponse) => res as unknown as ServerResponse

describe('bodyLimitFor', () => {
  it('gives multipart posts to the media collection the upload limit and every other body the JSON limit', () => {
    const limit = (url: string, type: string) => bodyLimitFor({ url, headers: { 'content-type': type } }, LIMITS)
    expect(limit('/api/media', 'multipart/form-data; boundary=x')).toBe(1000)
    expect(limit('/api/media/12?depth=0', 'multipart/form-data; boundary=x')).toBe(1000)
    expect(limit('//API/Media', 'Multipart/Form-Data; boundary=x')).toBe(1000)
    expect(limit('/api/media', 'application/json')).toBe(100)
    expect(limit('/api/users/login', 'multipart/form-data; boundary=x')).toBe(100)
    expect(limit('/api/media-library', 'multipart/form-data; boundary=x')).toBe(100)
    expect(limit('/api/users/login', 'application/json')).toBe(100)
    expect(bodyLimitFor({ url: undefined, headers: {} })).toBe(JSON_BODY_LIMIT)
    expect(JSON_BODY_LIMIT).toBe(1024 * 1024)
    expect(UPLOAD_BODY_LIMIT).toBe(10 * 1024 * 1024)
  })
})

describe('limitRequestBody with a Content-Length', () => {
  it('answers 413 in JSON over the limit at once, and hands no byte of the body to anyone', async () => {
    const req = fakeRequest('/api/users/login', { 'content-type': 'application/json', 'content-length': '101' })
    const res = new FakeResponse()
    expect(limitRequestBody(req, asResponse(res), LIMITS)).toBe(true)
    expect(res.status).toBe(413)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.headers.connection).toBe('close')
    expect(JSON.parse(res.body)).toEqual({ errors: [{ message: expect.stringMatching(/too large/) }] })
    // The rest of the body is drained, then the answer ends and the request is closed.
    expect(res.writableEnded).toBe(false)
    const closed = new Promise((resolve) => req.once('close', resolve))
    req.push(Buffer.alloc(101))
    req.push(null)
    await closed
    expect(res.writableEnded).toBe(true)
    expect(req.destroyed).toBe(true)
  })

  it('lets a body at the limit through untouched', () => {
    const req = fakeRequest('/api/users/login', { 'content-length': '100' })
    const res = new FakeResponse()
    expect(limitRequestBody(req, asResponse(res), LIMITS)).toBe(false)
    expect(res.status).toBe(0)
    expect(req.readableFlowing).toBe(null)
  })

  it('ignores whatever the handler writes after the 413', () => {
    const req = fakeRequest('/api/users/login', { 'content-length': '999999999' })
    const res = new FakeResponse()
    limitRequestBody(req, asResponse(res), LIMITS)
    expect(() => asResponse(res).writeHead(500).end('Internal Server Error')).not.toThrow()
    expect(res.status).toBe(413)
    expect(res.body).not.toContain('Internal')
  })

  it('stops draining a body that keeps coming and closes the request', async () => {
    const saved = { ...DRAIN }
    Object.assign(DRAIN, { bytes: 500 })
    try {
      const req = fakeRequest('/api/users/login', { 'content-length': '999999999' })
      const res = new FakeResponse()
      limitRequestBody(req, asResponse(res), LIMITS)
      const closed = new Promise((resolve) => req.once('close', resolve))
      for (let i = 0; i < 6; i++) req.push(Buffer.alloc(100))
      await closed
      expect(res.writableEnded).toBe(true)
    } finally {
      Object.assign(DRAIN, saved)
    }
  })
})

describe('limitRequestBody with a chunked body', () => {
  const chunked = (url = '/api/users/login') =>
    fakeRequest(url, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' })

  it('passes chunks through while the total stays within the limit', async () => {
    const req = chunked()
    const res = new FakeResponse()
    expect(limitRequestBody(req, asResponse(res), LIMITS)).toBe(false)
    req.push(Buffer.alloc(60, 'a'))
    req.push(Buffer.alloc(40, 'b'))
    req.push(null)
    const read: Buffer[] = []
    for await (const chunk of req) read.push(chunk as Buffer)
    expect(Buffer.concat(read).length).toBe(100)
    expect(res.status).toBe(0)
  })

  it('stops delivering once the total passes the limit, answers 413 and ends the request after the body', async () => {
    const req = chunked()
    const res = new FakeResponse()
    limitRequestBody(req, asResponse(res), LIMITS)
    const read: Buffer[] = []
    req.on('data', (chunk: Buffer) => read.push(chunk))
    const closed = new Promise((resolve) => req.once('close', resolve))
    req.push(Buffer.alloc(60, 'a'))
    req.push(Buffer.alloc(60, 'b'))
    expect(res.status).toBe(413)
    req.push(Buffer.alloc(60, 'c'))
    req.push(null)
    await closed
    expect(Buffer.concat(read).toString()).toBe('a'.repeat(60))
    expect(res.writableEnded).toBe(true)
    expect(req.destroyed).toBe(true)
  })

  it('counts an upload against the upload limit', () => {
    const req = fakeRequest('/api/media', {
      'content-type': 'multipart/form-data; boundary=x',
      'transfer-encoding': 'chunked',
    })
    const res = new FakeResponse()
    limitRequestBody(req, asResponse(res), LIMITS)
    expect(req.push(Buffer.alloc(900))).toBe(true)
    expect(res.status).toBe(0)
    req.push(Buffer.alloc(200))
    expect(res.status).toBe(413)
  })

  it('only ends the request when the handler has already answered', () => {
    const req = chunked()
    const res = new FakeResponse()
    limitRequestBody(req, asResponse(res), LIMITS)
    res.writeHead(400, {})
    req.push(Buffer.alloc(101))
    expect(res.status).toBe(400)
    expect(req.destroyed).toBe(true)
  })
})

describe('limitRequestBody in a real HTTP server', () => {
  let server: Server | undefined
  let parsed = 0
  afterEach(() => server?.close())

  async function listen(): Promise<number> {
    parsed = 0
    server = createServer((req, res) => {
      if (limitRequestBody(req, res, LIMITS)) return
      // Reads the whole body as a framework would, and answers 500 when reading fails.
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('error', () => res.writeHead(500).end('failed'))
      req.on('end', () => {
        parsed += 1
        res.writeHead(200, { 'content-type': 'text/plain' }).end(String(Buffer.concat(chunks).length))
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return (server.address() as AddressInfo).port
  }

  function post(
    port: number,
    chunks: Buffer[],
    headers: Record<string, string>,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/users/login', method: 'POST', headers }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      // The server may close the connection before the whole body is out: the answer still counts.
      req.on('error', (error) =>
        error.message.includes('EPIPE') || error.message.includes('ECONNRESET') ? undefined : reject(error),
      )
      const write = (i: number) => {
        if (i === chunks.length) return void req.end()
        req.write(chunks[i], () => setTimeout(() => write(i + 1), 5))
      }
      write(0)
    })
  }

  it('answers a chunked body over the limit with 413, and the handler never sees it', async () => {
    const port = await listen()
    const answer = await post(port, [Buffer.alloc(60, 'a'), Buffer.alloc(60, 'b'), Buffer.alloc(60, 'c')], {
      'transfer-encoding': 'chunked',
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toMatch(/too large/)
    expect(parsed).toBe(0)
  })

  it('answers an oversize Content-Length with 413 and reads a small chunked body whole', async () => {
    const port = await listen()
    const big = await post(port, [Buffer.alloc(5000, 'x')], { 'content-length': '5000' })
    expect(big.status).toBe(413)
    const small = await post(port, [Buffer.alloc(50, 'a'), Buffer.alloc(50, 'b')], { 'transfer-encoding': 'chunked' })
    expect(small).toEqual({ status: 200, body: '100' })
    expect(parsed).toBe(1)
  })

  it('lets a client still sending a large body read the 413 instead of a reset connection', async () => {
    const port = await listen()
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
        method: 'POST',
        body: new Uint8Array(3 * 1024 * 1024),
      })
      expect(res.status).toBe(413)
      expect(await res.json()).toEqual({ errors: [{ message: expect.stringMatching(/too large/) }] })
    }
    expect(parsed).toBe(0)
  })
})
