import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

import { describe, expect, it } from 'vitest'

import { KEPT_ARMS_PATH } from '@/lib/experiments/kept-arms-request'
import { VISIT_BEACON_PATH } from '@/lib/visits/beacon-path'

import { declarationFor, declarationsAt, type EndpointDeclaration, ENDPOINTS, pathPattern } from './endpoints'

const declarations = Object.entries(ENDPOINTS) as [string, EndpointDeclaration][]
const methodsOf = (d: EndpointDeclaration) => (typeof d.method === 'string' ? [d.method] : [...d.method])

/** The address a Next route file answers, written as the declarations write it. */
function routeAddress(file: string): string {
  const segments = relative(join('src', 'app'), file).split(sep).slice(0, -1)
  const path = segments
    .filter((segment) => !/^\(.+\)$/.test(segment))
    .map((segment) =>
      /^\[\[?\.\.\./.test(segment) ? '*' : segment.startsWith('[') ? `:${segment.replace(/[[\]]/g, '')}` : segment,
    )
  return `/${path.join('/')}`
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return /^route\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('pathPattern', () => {
  it('takes one segment for a :name and any rest, or none, for a trailing /*', () => {
    expect(pathPattern('/api/alerts/devices/:id').test('/api/alerts/devices/12')).toBe(true)
    expect(pathPattern('/api/alerts/devices/:id').test('/api/alerts/devices/12/more')).toBe(false)
    expect(pathPattern('/api/alerts/devices/:id').test('/api/alerts/devices')).toBe(false)
    expect(pathPattern('/api/media/*').test('/api/media')).toBe(true)
    expect(pathPattern('/api/media/*').test('/api/media/3/file')).toBe(true)
    expect(pathPattern('/api/media/*').test('/api/media-library')).toBe(false)
    // A dot is a dot, not any character.
    expect(pathPattern('/blog/feed.xml').test('/blog/feedxxml')).toBe(false)
  })
})

describe('the endpoint declarations', () => {
  it('answer a request with its most specific declaration, whatever order they are written in', () => {
    expect(declarationFor('POST', '/api/users/login')).toBe(ENDPOINTS.login)
    expect(declarationFor('post', '/api/media/3')).toBe(ENDPOINTS.media)
    expect(declarationFor('GET', '/api/media/3')).toBe(ENDPOINTS.payloadRest)
    expect(declarationFor('POST', '/api/alerts/devices')).toBe(ENDPOINTS.alertSubscribe)
    expect(declarationFor('GET', '/api/alerts/devices')).toBe(ENDPOINTS.alertDevices)
    expect(declarationFor('DELETE', '/api/alerts/devices/4')).toBe(ENDPOINTS.alertRemoveDevice)
    expect(declarationFor('GET', '/og/blog/first-post')).toBe(ENDPOINTS.articleImage)
    expect(declarationFor('GET', '/og/services')).toBe(ENDPOINTS.pageImage)
    expect(declarationFor('GET', '/og')).toBe(ENDPOINTS.pageImage)
    expect(declarationFor('PUT', '/api/users/1')).toBeUndefined()
    expect(declarationFor('GET', '/about')).toBeUndefined()
    expect(declarationsAt('/api/media')).toEqual([ENDPOINTS.media, ENDPOINTS.payloadRest])
  })

  it('never declare one method and address twice', () => {
    const seen = new Map<string, string>()
    for (const [name, declaration] of declarations)
      for (const method of methodsOf(declaration)) {
        const key = `${method} ${declaration.path}`
        expect(seen.get(key), key).toBeUndefined()
        seen.set(key, name)
      }
    expect(seen.size).toBeGreaterThan(20)
  })

  it('read no body on reads, and limit every body they read', () => {
    for (const [name, declaration] of declarations) {
      if (methodsOf(declaration).every((method) => method === 'GET')) expect(declaration.bodyLimit, name).toBe(0)
      else if (declaration.body === 'json' && declaration.bodyLimit > 0)
        expect(declaration.bodyLimit, name).toBeLessThanOrEqual(1024 * 1024)
    }
  })

  it('mount collection endpoints under a collection and everything Payload serves under /api', () => {
    for (const [name, declaration] of declarations) {
      if (declaration.mount.startsWith('payload')) expect(declaration.path, name).toMatch(/^\/api\//)
      if (declaration.mount === 'payload-collection') expect(declaration.path, name).toMatch(/^\/api\/[a-z-]+\/.+/)
      if (declaration.mount === 'payload-root' || declaration.mount === 'payload-collection')
        expect(typeof declaration.method, name).toBe('string')
    }
  })

  it('declare what the server answers itself, before Next', () => {
    // The paths src/server/request-pipeline.ts and src/server/visits.ts answer, from the constants they compare with.
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['GET', '/metrics'],
      ['POST', VISIT_BEACON_PATH],
      ['POST', KEPT_ARMS_PATH],
      ['DELETE', KEPT_ARMS_PATH],
    ] as const)
      expect(declarationFor(method, path)?.mount, `${method} ${path}`).toBe('pipeline')
  })

  it('declare every Next route handler, and nothing Next does not serve', () => {
    const files = routeFiles(join('src', 'app')).filter((file) => !file.includes(`(payload)`))
    const served = files.map(routeAddress).sort()
    const declared = declarations
      .filter(([, declaration]) => declaration.mount === 'next-route')
      .map(([, declaration]) => declaration.path)
      .sort()
    expect(served).toContain('/og/blog/:slug')
    expect(served).toEqual(declared)
  })
})
