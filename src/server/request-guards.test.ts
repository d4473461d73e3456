import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it } from 'vitest'

import { guardRequest } from './request-guards'

type Answer = { status?: number; headers?: Record<string, string>; body?: string; resumed: boolean }

function exchange(method: string, url: string, headers: IncomingHttpHeaders) {
  const answer: Answer = { resumed: false }
  const req = {
    method,
    url,
    headers: { host: 'localhost:3000', ...headers },
    resume: () => {
      answer.resumed = true
    },
  } as unknown as IncomingMessage
  const res = {
    writeHead(status: number, head: Record<string, string>) {
      answer.status = status
      answer.headers = head
      return res
    },
    end(body?: string) {
      answer.body = body
    },
  } as unknown as ServerResponse
  const handled = guardRequest(req, res, { trustProxy: 0, siteUrl: 'http://localhost:3000' })
  return { handled, ...answer }
}

const form = { 'content-type': 'multipart/form-data; boundary=----x', 'content-length': '200' }
const evil = { origin: 'https://evil.example' }

describe('guardRequest', () => {
  it('refuses a cross-site form that would sign someone in (login CSRF): 403, nothing handed on', () => {
    const answer = exchange('POST', '/api/users/login', { ...form, ...evil })
    expect(answer).toMatchObject({ handled: true, status: 403, resumed: true })
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json', 'cache-control': 'no-store' })
    expect(JSON.parse(answer.body!)).toEqual({ message: 'Cross-site requests are not accepted.' })
  })

  it('refuses non-JSON bodies on the site endpoints and the login: 415', () => {
    for (const path of ['/api/send-contact-email', '/api/chat/session', '/api/site-monitoring', '/api/users/login']) {
      expect(exchange('POST', path, { 'content-type': 'text/plain', 'content-length': '5' }).status, path).toBe(415)
      expect(exchange('POST', path, { 'content-type': 'text/plain', ...evil }).status, path).toBe(403)
      expect(
        exchange('POST', path, { 'content-type': 'application/json', origin: 'http://localhost:3000' }).handled,
        path,
      ).toBe(false)
    }
  })

  it('is not fooled by another spelling of the path', () => {
    for (const path of [
      '/API/Users/Login',
      '//api//users/login/',
      '/api/users/%6Cogin',
      'http://other.example/api/users/login',
      '/api/send-contact-email?x=1',
    ]) {
      expect(exchange('POST', path, { 'content-type': 'text/plain', 'content-length': '5' }).status, path).toBe(415)
    }
  })

  it('lets Payload admin forms through from the site itself, and only from there', () => {
    expect(exchange('POST', '/api/users/login', { ...form, origin: 'http://localhost:3000' }).handled).toBe(false)
    expect(exchange('POST', '/api/users/login', form).status).toBe(415)
    expect(exchange('PATCH', '/api/blog-posts/1', { ...form, origin: 'http://localhost:3000' }).handled).toBe(false)
    expect(exchange('PATCH', '/api/blog-posts/1', { ...form, ...evil }).status).toBe(403)
    expect(exchange('DELETE', '/api/users/2', evil).status).toBe(403)
  })

  it('leaves reads, pages and the chat session without a body alone', () => {
    expect(exchange('GET', '/api/users/me', evil).handled).toBe(false)
    expect(exchange('OPTIONS', '/api/users/login', evil).handled).toBe(false)
    expect(exchange('POST', '/contact', { 'content-type': 'text/plain', ...evil }).handled).toBe(false)
    expect(
      exchange('POST', '/api/chat/session', { 'content-length': '0', origin: 'http://localhost:3000' }).handled,
    ).toBe(false)
  })
})
