import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { lexicalParagraph } from '../support/lexical'
import { loginAs } from '../support/login'
import { E2E_ADMIN_PASSWORD, expect } from './fixtures'

/** A REST token for the seeded admin. */
export async function adminToken(request: APIRequestContext) {
  return (await loginAs(request, 'admin', E2E_ADMIN_PASSWORD)).token
}

/** Creates a staff account (password `<username> copper lantern`) unless an earlier test already did. */
export async function ensureUser(request: APIRequestContext, username: string, role: 'editor' | 'support') {
  const res = await request.post('/api/users', {
    headers: { authorization: `JWT ${await adminToken(request)}` },
    data: { username, password: `${username} copper lantern`, role },
  })
  expect([201, 400]).toContain(res.status())
}

/** Signs in through the /cms login form and waits for the dashboard. */
export async function cmsSignIn(page: Page, username: string, password: string) {
  await page.goto('/cms/login')
  await page.getByLabel(/username/i).fill(username)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
}

/**
 * Presses a /cms form button (Save, Publish changes) until `outcome` passes. The admin drops a press
 * made while it is still building the form's state from the last keystrokes, as a person pressing that
 * fast would see; the press is then given again. `outcome` starts before each press (so it can wait
 * for a response) and should give up within a few seconds.
 *
 * `enter` types the form's values. It runs before the first press and again before each retry: a
 * refused save can leave the form unmodified (Save disabled) or its error cleared by a late form-state
 * answer, and only typing again brings the form back to the state under test.
 */
export async function cmsPress(page: Page, name: RegExp, outcome: () => Promise<unknown>, enter?: () => Promise<void>) {
  await expect(async () => {
    if (enter) await enter()
    // The admin asks the server for the form's state after typing; pressing before it answers races it.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
    const settled = outcome()
    settled.catch(() => undefined)
    await page.getByRole('button', { name }).click()
    await settled
  }).toPass({ timeout: 30_000 })
}

/** Types `value` into a /cms field so the admin registers a change, even when it already holds it. */
export async function cmsType(field: Locator, value: string) {
  await field.fill('')
  await field.fill(value)
}

/** Creates a blog post over REST as the seeded admin (with the first media item as its cover); its id. */
export async function createPost(
  request: APIRequestContext,
  fields: { title: string; slug: string; body: string; status: 'published' | 'draft' },
): Promise<number> {
  const auth = await adminToken(request)
  const media = (await (
    await request.get('/api/media?limit=1', { headers: { authorization: `JWT ${auth}` } })
  ).json()) as { docs: { id: number }[] }
  const created = await request.post(`/api/blog-posts${fields.status === 'draft' ? '?draft=true' : ''}`, {
    headers: { authorization: `JWT ${auth}` },
    data: {
      title: fields.title,
      slug: fields.slug,
      excerpt: `About ${fields.title}.`,
      category: 'Marketing',
      author: 'Team',
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      featuredImage: media.docs[0]!.id,
      content: lexicalParagraph(fields.body),
      _status: fields.status,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}
