/**
 * Uploads in an S3-compatible bucket (S3_BUCKET; s3rver in this process): two production server
 * processes on one database share the bucket and each has its own empty MEDIA_DIR. What one stores
 * the other serves, byte for byte, sizes, pages and share images included; a missing object is a
 * 404; `npm run backup` and `npm run restore` carry the objects into a fresh database and prefix.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, mkdtempSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { DeleteObjectCommand } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { assertProductionBuild } from '../support/build'
import { lexicalParagraph } from '../support/lexical'
import { loginAs } from '../support/login'
import { pageWithin } from '../support/pages'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { startTestBucket, type TestBucket } from '../support/s3'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'

const ROOT = path.resolve(import.meta.dirname, '../..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const PASSWORD = 'media-s3-admin-password'
const PREFIX = 'sites/velora'
const RESTORED_PREFIX = 'restored'
const COLOUR = { r: 30, g: 160, b: 90 }
// How long a publish may take to show: a bound for a loaded machine, not a speed claim.
const WITHIN_MS = 5_000

let bucket: TestBucket
let db: TestDatabase
let a: ServerProcess
let b: ServerProcess
let mediaDirs: string[]
let token: string
let work: string
const cleanup: (() => Promise<unknown>)[] = []

type Uploaded = {
  id: number
  filename: string
  url: string
  sizes: { card: { filename: string; url: string }; hero: { filename: string; url: string } }
}
let uploaded: Uploaded
let original: Buffer

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function fetchFile(server: ServerProcess, name: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(`${server.url}/api/media/file/${encodeURIComponent(name)}`)
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

async function upload(server: ServerProcess, png: Buffer, name: string): Promise<Uploaded> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: 'A green cover' }))
  const response = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, origin: server.url },
    body: form,
  })
  const json = (await response.json()) as { doc: Uploaded }
  expect(response.status, JSON.stringify(json)).toBe(201)
  return json.doc
}

async function rest(server: ServerProcess, method: string, route: string, body?: unknown) {
  const response = await fetch(`${server.url}/api${route}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as Record<string, unknown>
  expect(response.status, JSON.stringify(json)).toBeLessThan(300)
  return json
}

type Run = { code: number; output: string }

/** Runs scripts/NAME.ts from a folder without a .env, with only the settings given. */
async function script(name: 'backup' | 'restore', args: string[], settings: Record<string, string>): Promise<Run> {
  const { NODE_OPTIONS: _ignored, ...parent } = process.env
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [path.join(ROOT, `scripts/${name}.ts`), ...args], {
      cwd: work,
      env: { ...parent, NODE_ENV: 'development', DATABASE_URI: '', ...settings },
      timeout: 120_000,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    }
  }
}

/** The colour of one pixel of an image. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}

beforeAll(async () => {
  assertProductionBuild()
  work = mkdtempSync(path.join(os.tmpdir(), 'media-s3-'))
  chmodSync(work, 0o755)
  bucket = await startTestBucket()
  db = await createTestDatabase('media_s3')
  // Each process its own (empty) MEDIA_DIR: whatever it serves comes from the bucket.
  const envA = productionEnv(db.uri, { SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD, ...bucket.settings(PREFIX) })
  const envB = productionEnv(db.uri, { SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD, ...bucket.settings(PREFIX) })
  mediaDirs = [envA.MEDIA_DIR!, envB.MEDIA_DIR!]
  a = await spawnServer(envA)
  b = await spawnServer(envB)
  token = (await loginAs(a.url, 'admin', PASSWORD)).token
  original = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: COLOUR } })
    .png()
    .toBuffer()
}, 240_000)

afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL'), ...cleanup.map((stop) => stop())])
  await db?.drop()
  await bucket?.close()
})

describe('uploads in a bucket shared by two processes', () => {
  it('an image uploaded through one process is stored in the bucket under the prefix, not on disk', async () => {
    uploaded = await upload(a, original, 'green-cover.png')
    // Same addresses as with a folder: served through the app, no per-document prefix in them.
    for (const url of [uploaded.url, uploaded.sizes.card.url, uploaded.sizes.hero.url])
      expect(new URL(url, a.url).pathname + new URL(url, a.url).search).toMatch(/^\/api\/media\/file\/[^/?]+$/)
    const objects = await bucket.objects(PREFIX)
    expect(objects[uploaded.filename]).toBe(sha256(original))
    expect(Object.keys(objects)).toEqual(
      expect.arrayContaining([uploaded.sizes.card.filename, uploaded.sizes.hero.filename]),
    )
    for (const dir of mediaDirs) expect(readdirSync(dir)).toEqual([])
  })

  it('the other process serves it byte for byte, with the site headers, and its card and hero sizes', async () => {
    const file = await fetchFile(b, uploaded.filename)
    expect(file.response.status).toBe(200)
    expect(file.response.headers.get('content-type')).toBe('image/png')
    expect(file.response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(sha256(file.bytes)).toBe(sha256(original))

    const card = await fetchFile(b, uploaded.sizes.card.filename)
    expect(card.response.status).toBe(200)
    expect(card.bytes.equals(await bucket.read(`${PREFIX}/${uploaded.sizes.card.filename}`))).toBe(true)
    expect(await sharp(card.bytes).metadata()).toMatchObject({ width: 768, height: 432 })

    const hero = await fetchFile(b, uploaded.sizes.hero.filename)
    expect(hero.response.status).toBe(200)
    expect(hero.bytes.equals(await bucket.read(`${PREFIX}/${uploaded.sizes.hero.filename}`))).toBe(true)
    expect(await sharp(hero.bytes).metadata()).toMatchObject({ width: 1600, height: 800 })
  })

  it('a post using it shows the cover on the other process, and its share image draws the cover from the bucket', async () => {
    await rest(a, 'POST', '/blog-posts', {
      title: 'A cover kept in the bucket',
      slug: 'cover-in-bucket',
      excerpt: 'An article whose image is an object in S3',
      category: 'Marketing',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      readTime: '3 min read',
      author: 'Team',
      featuredImage: uploaded.id,
      content: lexicalParagraph('Body of the post with a cover in the bucket'),
      _status: 'published',
    })
    const page = await pageWithin(b, '/blog/cover-in-bucket', Date.now(), WITHIN_MS, (p) => p.status === 200)
    expect(page.status).toBe(200)
    const files = [...new Set([...page.body.matchAll(/\/api\/media\/file\/([^"\s,?&\\]+)/g)].map((m) => m[1]!))]
    expect(files).toEqual(expect.arrayContaining([uploaded.sizes.hero.filename]))
    for (const name of files) expect((await fetchFile(b, decodeURIComponent(name))).response.status, name).toBe(200)

    const share = await fetch(`${b.url}/og/blog/cover-in-bucket`)
    expect(share.status).toBe(200)
    const image = Buffer.from(await share.arrayBuffer())
    // The cover fills the right-hand panel (see og-images.test.ts); B's MEDIA_DIR is empty.
    const cover = await pixel(image, 1150, 315)
    cover.forEach((channel, i) =>
      expect(Math.abs(channel - [COLOUR.r, COLOUR.g, COLOUR.b][i]!), `cover ${cover.join()}`).toBeLessThan(8),
    )
  })

  it('a file that is not in the bucket answers 404, never 500: a made-up name, or an object lost from the bucket', async () => {
    for (const name of ['no-such-image.png', 'green-cover.png\\', 'a\\b.png']) {
      const madeUp = await fetchFile(b, name)
      expect(madeUp.response.status, name).toBe(404)
      expect(JSON.parse(madeUp.bytes.toString()), name).toEqual({ errors: [{ message: 'Not Found' }] })
    }

    const lost = await upload(a, original, 'lost.png')
    await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.bucket, Key: `${PREFIX}/${lost.filename}` }))
    for (const server of [a, b]) {
      const file = await fetchFile(server, lost.filename)
      expect(file.response.status).toBe(404)
      expect(JSON.parse(file.bytes.toString())).toEqual({ errors: [{ message: 'Not Found' }] })
    }
    // Its sizes are still there.
    expect((await fetchFile(b, lost.sizes.card.filename)).response.status).toBe(200)
  })
})

describe('backup and restore of the bucket', () => {
  it('restores every object into a fresh database and prefix, refuses a prefix that holds objects, and the site serves them', async () => {
    const out = path.join(work, 'archives')
    const backup = await script('backup', ['--out', out], { DATABASE_URI: db.uri, ...bucket.settings(PREFIX) })
    expect(backup.code, backup.output).toBe(0)
    const [archive] = readdirSync(out)
    expect(archive).toMatch(/^backup-.*\.tar\.gz$/)
    const manifest = JSON.parse(
      (await promisify(execFile)('tar', ['-xzOf', path.join(out, archive!), 'manifest.json'])).stdout,
    ) as { mediaFiles: number; mediaStore: unknown; mediaContentTypes: Record<string, string> }
    const source = await bucket.objects(PREFIX)
    expect(manifest.mediaFiles).toBe(Object.keys(source).length)
    expect(manifest.mediaStore).toEqual({ kind: 's3', bucket: bucket.bucket, prefix: PREFIX })
    expect(manifest.mediaContentTypes[uploaded.filename]).toBe('image/png')
    // The seeded articles' six covers with their sizes, and the image uploaded here.
    expect(Object.keys(source).length).toBeGreaterThanOrEqual(3 * 7)

    const target = await createTestDatabase('media_s3_restored', inject('testPostgresUrl'), { empty: true })
    cleanup.push(() => target.drop())
    const restore = await script('restore', [path.join(out, archive!)], {
      DATABASE_URI: target.uri,
      ...bucket.settings(RESTORED_PREFIX),
    })
    expect(restore.code, restore.output).toBe(0)
    expect(await bucket.objects(RESTORED_PREFIX)).toEqual(source)

    // A prefix that holds objects is refused, as a media folder with files is.
    const other = await createTestDatabase('media_s3_refused', inject('testPostgresUrl'), { empty: true })
    cleanup.push(() => other.drop())
    const refused = await script('restore', [path.join(out, archive!)], {
      DATABASE_URI: other.uri,
      ...bucket.settings(RESTORED_PREFIX),
    })
    expect(refused.code).not.toBe(0)
    expect(refused.output).toContain(
      `s3://${bucket.bucket}/${RESTORED_PREFIX}/ has ${Object.keys(source).length} objects`,
    )

    const restored = await spawnServer(productionEnv(target.uri, bucket.settings(RESTORED_PREFIX)))
    cleanup.push(() => restored.stop('SIGKILL'))
    for (const name of [uploaded.filename, uploaded.sizes.card.filename, uploaded.sizes.hero.filename]) {
      const file = await fetchFile(restored, name)
      expect(file.response.status, name).toBe(200)
      expect(sha256(file.bytes), name).toBe(source[name])
    }
    const page = await pageWithin(restored, '/blog/cover-in-bucket', Date.now(), WITHIN_MS, (p) => p.status === 200)
    expect(page.body).toContain(uploaded.sizes.hero.filename)
  }, 240_000)
})
