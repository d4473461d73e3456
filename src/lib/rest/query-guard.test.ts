import { describe, expect, it } from 'vitest'

import { effectiveRestUrl, fieldAt, type FieldsOf, restQueryProblem, type RestSchema } from './query-guard'

const collections: Record<string, ReturnType<FieldsOf>> = {
  'blog-posts': [
    { name: 'title', type: 'text' },
    { name: 'content', type: 'richText' },
    { name: 'publishedAt', type: 'date' },
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    { name: 'meta', type: 'group', flattenedFields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
    { name: 'category', type: 'select', options: [{ label: 'Marketing', value: 'Marketing' }, 'Growth'] },
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'isPublished', type: 'checkbox' },
  ],
  media: [
    { name: 'alt', type: 'text' },
    { name: 'width', type: 'number' },
  ],
}
const fieldsOf: FieldsOf = (slug) => collections[slug]
const check = (path: string) => restQueryProblem(new URL(`http://site${path}`), fieldsOf)

const fieldTypeAt = (collection: string, path: string) => fieldAt(fieldsOf, collection, path)?.type

describe('REST query guard', () => {
  it('finds field types through groups and relationships', () => {
    expect(fieldTypeAt('blog-posts', 'id')).toBe('id')
    expect(fieldTypeAt('blog-posts', 'featuredImage')).toBe('upload')
    expect(fieldTypeAt('blog-posts', 'featuredImage.width')).toBe('number')
    expect(fieldTypeAt('blog-posts', 'featuredImage.id')).toBe('id')
    expect(fieldTypeAt('blog-posts', 'meta.image.alt')).toBe('text')
    expect(fieldTypeAt('blog-posts', 'nope.alt')).toBeUndefined()
  })

  it('lets through what the site and /cms send', () => {
    for (const path of [
      '/api/blog-posts?limit=6&page=2&sort=-publishedAt&depth=1&where[isPublished][equals]=true&select[title]=true',
      '/api/blog-posts/12?depth=2&draft=true',
      '/api/blog-posts?where[or][0][title][like]=pricing&where[or][1][featuredImage][in]=1,2',
      '/api/blog-posts?where[publishedAt][greater_than]=2026-01-01T00:00:00.000Z',
      '/api/media?where[width][less_than]=1200.5',
      '/api/users/me',
      '/api/media/file/cover.webp',
      '/api/health',
      '/api/blog-posts?where[title][equals]=',
      '/api/blog-posts?where[category][in]=Marketing,Growth&where[tags][all]=a,b&where[isPublished][equals]=false',
      '/api/blog-posts?where[nope.deeper][equals]=x',
    ]) {
      expect(check(path), path).toBeUndefined()
    }
  })

  it('refuses, with a reason, what PostgreSQL would fail with a 500', () => {
    expect(check('/api/blog-posts?where[title][equals]=a%00b')).toEqual({
      status: 400,
      message: 'The request contains a NUL character.',
    })
    expect(check('/api/blog-posts?sort=a%00b')?.status).toBe(400)
    expect(check('/api/blog-posts?limit=1e400')?.message).toMatch(/"limit" must be a whole number/)
    expect(check('/api/blog-posts?page=-5')?.status).toBe(400)
    expect(check('/api/blog-posts?page=0')?.status).toBe(400)
    expect(check('/api/blog-posts?depth=100000')?.status).toBe(400)
    expect(check('/api/blog-posts?where[id][in]=1,a')?.message).toBe('id takes whole numbers (ids).')
    expect(check('/api/blog-posts?where[id][greater_than]=1e400')?.status).toBe(400)
    expect(check('/api/blog-posts?where[featuredImage][equals]=abc')?.status).toBe(400)
    expect(check('/api/blog-posts?where[featuredImage.width][equals]=Infinity')?.message).toBe(
      'featuredImage.width takes numbers.',
    )
    expect(check('/api/blog-posts?where[content][like]=x')?.message).toBe('content cannot be queried with "like".')
    expect(check('/api/blog-posts?where[title][near]=1,2')?.message).toBe('title cannot be queried with "near".')
    expect(check('/api/blog-posts?where[title][within]=x')?.status).toBe(400)
    expect(check('/api/blog-posts?where[title][nope]=x')?.message).toBe('"nope" is not a query operator.')
    expect(check('/api/blog-posts?where[title][all]=a')?.message).toBe('title cannot be queried with "all".')
    expect(check('/api/blog-posts?where[category][equals]=x')?.message).toBe(
      'category takes one of: Marketing, Growth.',
    )
    expect(check('/api/blog-posts?where[category][like]=x')?.status).toBe(400)
    expect(check('/api/blog-posts?where[isPublished][in]=x,y')?.message).toBe('isPublished takes true or false.')
    expect(check('/api/blog-posts?where[publishedAt][like]=x')?.status).toBe(400)
    expect(check('/api/blog-posts?where[publishedAt][greater_than]=99999-01-01')?.status).toBe(400)
    expect(check('/api/blog-posts?where[title][equals][a]=1')?.message).toBe('title takes plain values.')
    expect(check('/api/blog-posts?where[meta][equals]=x')?.message).toBe('meta cannot be queried.')
    expect(check('/api/media?where[width][contains]=1')?.status).toBe(400)
    expect(check('/api/blog-posts?where[publishedAt][equals]=%2B012345-01-01T00:00:00.000Z')?.status).toBe(400)
    expect(check('/api/blog-posts?where[and][0][or][0][id][equals]=NaN')?.status).toBe(400)
    expect(check('/api/blog-posts?where=x')?.status).toBe(400)
    expect(check('/api/blog-posts?where[id][not_in]=')?.status).toBe(400)
    expect(check('/api/blog-posts?where[featuredImage][equals]=')?.status).toBe(400)
  })

  it('answers 404 for an id no row can have', () => {
    for (const id of ['abc', '1e309', '99999999999999999999', '2147483648', '%E0%A4%A']) {
      expect(check(`/api/blog-posts/${id}`), id).toEqual({ status: 404, message: 'Not Found' })
    }
    expect(check('/api/blog-posts/2147483647')).toBeUndefined()
    expect(check('/api/no-such-collection/abc')).toBeUndefined()
    collections['payload-preferences'] = [{ name: 'key', type: 'text' }]
    expect(check('/api/payload-preferences/collection-blog-posts')).toBeUndefined()
  })

  it('checks the where of a versions list against the versions fields', () => {
    const versionFields = (fields: ReturnType<FieldsOf>) => [
      { name: 'parent', type: 'relationship', relationTo: 'blog-posts' },
      { name: 'version', type: 'group', flattenedFields: fields },
      { name: 'updatedAt', type: 'date' },
      { name: 'latest', type: 'checkbox' },
    ]
    const schema: RestSchema = {
      fieldsOf,
      versionFieldsOf: (entity) =>
        'collection' in entity
          ? entity.collection === 'blog-posts'
            ? versionFields(collections['blog-posts'])
            : undefined
          : entity.global === 'home'
            ? versionFields([{ name: 'heading', type: 'text' }])
            : undefined,
    }
    const versions = (path: string) => restQueryProblem(new URL(`http://site${path}`), schema)
    expect(versions('/api/blog-posts/versions?where[version.title][near]=1,2')?.message).toBe(
      'version.title cannot be queried with "near".',
    )
    expect(versions('/api/globals/home/versions?where[version.heading][within]=x')?.status).toBe(400)
    expect(versions('/api/globals/home/versions?where[parent][equals]=abc')?.status).toBe(400)
    expect(versions('/api/globals/home/versions?limit=-1')?.status).toBe(400)
    expect(versions('/api/globals/home/versions?where[latest][equals]=true&sort=-updatedAt&limit=10')).toBeUndefined()
    expect(versions('/api/blog-posts/versions?sort=-version.featuredImage.alt')?.message).toMatch(
      /goes through a relationship/,
    )
    expect(versions('/api/blog-posts/versions?where[or][0][version.meta.image.alt][equals]=x')?.status).toBe(400)
    expect(versions('/api/blog-posts/versions?sort=version.title,-version.featuredImage')).toBeUndefined()
    expect(versions('/api/media/versions')).toEqual({ status: 404, message: 'Not Found' })
    expect(versions('/api/globals/settings/versions?sort=-updatedAt')?.status).toBe(404)
    expect(versions('/api/blog-posts/versions?where[parent][equals]=3&where[version.title][like]=a')).toBeUndefined()
  })

  it('answers 404 for e-mail verification where no address is verified', () => {
    const schema: RestSchema = {
      fieldsOf: (slug) => (slug === 'users' ? [{ name: 'username', type: 'text' }] : fieldsOf(slug)),
      verifiesEmail: () => false,
    }
    expect(restQueryProblem(new URL('http://site/api/users/verify/anything'), schema)).toEqual({
      status: 404,
      message: 'Not Found',
    })
    expect(
      restQueryProblem(new URL('http://site/api/users/verify/anything'), { ...schema, verifiesEmail: () => true }),
    ).toBeUndefined()
  })

  it("reads the query of a POST overridden to GET from its form body, as Payload's REST handler does", async () => {
    const post = (headers: Record<string, string>, body = 'where[title][near]=1,2') =>
      new Request('http://site/api/blog-posts', { method: 'POST', headers, body })
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const overridden = await effectiveRestUrl(post({ ...form, 'x-payload-http-method-override': 'GET' }))
    expect(check(overridden.pathname + overridden.search)?.message).toBe('title cannot be queried with "near".')
    expect((await effectiveRestUrl(post({ ...form, 'x-http-method-override': 'GET' }))).search).toBe(
      '?where[title][near]=1,2',
    )
    // Payload reads a form body only with exactly this content type, and only for an override to GET.
    expect(
      (
        await effectiveRestUrl(
          post({
            'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
            'x-payload-http-method-override': 'GET',
          }),
        )
      ).search,
    ).toBe('')
    expect((await effectiveRestUrl(post({ ...form, 'x-payload-http-method-override': 'PATCH' }))).search).toBe('')
    // The body is still there for Payload.
    const request = post({ ...form, 'x-payload-http-method-override': 'GET' })
    await effectiveRestUrl(request)
    expect(await request.text()).toBe('where[title][near]=1,2')
  })
})
