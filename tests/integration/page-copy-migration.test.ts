/**
 * The migration that moved page copy's lists of texts into one `_texts` table per page (and its
 * versions') and icons from enums into text: on a database holding edited pages, several versions and
 * a draft newer than the published copy, its `down` puts every list and icon back in the old tables and
 * its `up` brings them back, with every page's published and draft copy and every version read as before.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PostgresDB } from '@payloadcms/drizzle'
import { createLocalReq } from 'payload'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { down, up } from '../../migrations/20261127_092709_page_copy_columns'
import { pageFromDoc } from '../../src/lib/pages/load'
import { PAGE_SLUGS } from '../../src/lib/pages/registry'
import { bootPayload, type TestPayload } from '../support/payload'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootPayload('page-copy-migration')
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.close()
})

/** Every page's published and latest copy, its status and every version's copy, as the site reads them. */
async function snapshot() {
  const pages: Record<string, unknown> = {}
  for (const slug of PAGE_SLUGS) {
    const published = await payload.findGlobal({ slug, draft: false, depth: 1, overrideAccess: true })
    const latest = await payload.findGlobal({ slug, draft: true, depth: 1, overrideAccess: true })
    const { docs, totalDocs } = await payload.findGlobalVersions({
      slug,
      depth: 1,
      limit: 100,
      sort: 'createdAt',
      overrideAccess: true,
    })
    pages[slug] = {
      published: pageFromDoc(slug, published),
      latest: pageFromDoc(slug, latest),
      status: [published._status, latest._status],
      versions: totalDocs,
      versionCopies: docs.map((version) => ({
        status: version.version._status,
        copy: pageFromDoc(slug, version.version),
      })),
    }
  }
  return pages
}

const rows = async (query: string) => (await payload.db.drizzle.execute(sql.raw(query))).rows

it('moves every list and icon of every page and version to the old tables and back, losing nothing', async () => {
  const home = await payload.findGlobal({ slug: 'home-page', overrideAccess: true })
  await payload.updateGlobal({
    slug: 'home-page',
    overrideAccess: true,
    data: {
      about: { ...home.about, paragraphs: ['First edited paragraph', ...(home.about.paragraphs ?? []).slice(1)] },
      _status: 'published',
    },
  })
  await payload.updateGlobal({
    slug: 'home-page',
    overrideAccess: true,
    data: {
      hero: {
        ...home.hero,
        highlights: (home.hero.highlights ?? []).map((row, index) => ({
          ...row,
          icon: index === 0 ? 'rocket' : row.icon,
        })),
      },
      _status: 'published',
    },
  })
  await payload.updateGlobal({
    slug: 'home-page',
    overrideAccess: true,
    draft: true,
    data: {
      about: { ...home.about, paragraphs: ['Only a draft paragraph'] },
      hero: {
        ...home.hero,
        highlights: (home.hero.highlights ?? []).map((row) => ({ ...row, icon: 'star' as const })),
      },
      _status: 'draft',
    },
  })
  const marketing = await payload.findGlobal({ slug: 'marketing-page', overrideAccess: true })
  const blocks = [...(marketing.approach?.blocks ?? [])].reverse().map(({ id: _id, ...block }, index) => ({
    ...block,
    points: index === 0 ? ['New first point', ...(block.points ?? [])] : block.points,
  }))
  await payload.updateGlobal({
    slug: 'marketing-page',
    overrideAccess: true,
    data: { approach: { ...marketing.approach, blocks }, _status: 'published' },
  })
  await payload.updateGlobal({
    slug: 'marketing-page',
    overrideAccess: true,
    draft: true,
    data: {
      approach: {
        ...marketing.approach,
        blocks: blocks.map((block) => ({ ...block, icon: 'zap' as const, points: block.points?.slice(1) })),
      },
      _status: 'draft',
    },
  })
  const faq = await payload.findGlobal({ slug: 'faq-page', overrideAccess: true })
  await payload.updateGlobal({
    slug: 'faq-page',
    overrideAccess: true,
    data: { meta: { ...faq.meta, keywords: ['kw one', 'kw two'] }, _status: 'published' },
  })

  const before = await snapshot()
  expect(before['home-page']).toMatchObject({ status: ['published', 'draft'], versions: 4 })
  const migration = { db: payload.db.drizzle as PostgresDB, payload, req: await createLocalReq({}, payload) }

  await down(migration)
  expect(await rows(`SELECT "text" FROM "pg_home_about_paragraphs" ORDER BY "_order" LIMIT 1`)).toEqual([
    { text: 'First edited paragraph' },
  ])
  expect(
    await rows(
      `SELECT pg_typeof("icon")::text AS type, "icon" FROM "pg_home_hero_highlights" ORDER BY "_order" LIMIT 1`,
    ),
  ).toEqual([{ type: 'enum_pg_home_hero_highlights_icon', icon: 'rocket' }])
  const points = await rows(`SELECT count(*)::int AS count FROM "_pg_svc_mkt_v_version_approach_blocks_points"`)
  expect(points[0]?.count).toBeGreaterThan(20)
  expect(await rows(`SELECT to_regclass('pg_home_texts') AS texts`)).toEqual([{ texts: null }])

  await up(migration)
  expect(await rows(`SELECT to_regclass('pg_home_about_paragraphs') AS lists`)).toEqual([{ lists: null }])
  expect(await snapshot()).toEqual(before)
})
