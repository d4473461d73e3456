import type { APIRequestContext, Page } from '@playwright/test'

import type { ChatMessageView } from '../../src/lib/chat/types'
import { ask, chatSocket, clientId, connected, next, visitorCookie } from '../support/chat-clients'
import { loginAs } from '../support/login'
import { E2E_ADMIN_PASSWORD, expect, test } from './fixtures'

/**
 * The staff pages for each role in the browser: support works in /admin/chat and /monitoring; an editor has neither.
 */

const unique = () => Date.now().toString(36)

async function createUser(
  request: APIRequestContext,
  role: 'editor' | 'support',
): Promise<{ username: string; password: string }> {
  const { authorization } = await loginAs(request, 'admin', E2E_ADMIN_PASSWORD)
  const username = `${role}-${unique()}`
  const password = `${username}-pw copper lantern`
  const created = await request.post('/api/users', { headers: { authorization }, data: { username, password, role } })
  expect(created.status()).toBe(201)
  return { username, password }
}

async function signInThroughForm(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a support user signs in at /admin/chat, sees a visitor’s chat arrive and answers it', async ({
  page,
  request,
  baseURL,
}) => {
  const support = await createUser(request, 'support')
  await page.goto('/admin/chat')
  // The console is where the login returns to by default.
  await expect(page).toHaveURL(/\/admin\/login$/)
  await signInThroughForm(page, support.username, support.password)
  await expect(page).toHaveURL(/\/admin\/chat$/)
  await expect(page.getByText('Connecting…')).toBeHidden()

  const name = `Vera ${unique()}`
  const visitor = chatSocket(baseURL!, 'visitor', await visitorCookie(baseURL!))
  try {
    await connected(visitor)
    expect(
      await ask(visitor, 'chat:send', {
        clientId: clientId('roles'),
        message: 'Is support there?',
        identity: { name, email: 'vera@example.com' },
      }),
    ).toMatchObject({
      ok: true,
    })
    await page
      .getByTestId('conversation-list')
      .getByRole('button', { name: new RegExp(name) })
      .click()
    await expect(page.getByTestId('chat-message').getByText('Is support there?')).toBeVisible()

    const reply = next<[ChatMessageView]>(visitor, 'chat:message')
    await page.getByLabel('Reply').fill('Yes, support here.')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    expect((await reply)[0]).toMatchObject({ message: 'Yes, support here.', senderType: 'admin' })
  } finally {
    visitor.close()
  }
})

test('a support user opens /monitoring and its reports load', async ({ page, request }) => {
  const support = await createUser(request, 'support')
  await page.goto('/monitoring')
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fmonitoring$/)
  const reports = page.waitForResponse((response) => response.url().includes('/api/site-monitoring-reports'))
  await signInThroughForm(page, support.username, support.password)
  await expect(page).toHaveURL(/\/monitoring$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Site Monitoring' })).toBeVisible()
  expect((await reports).status()).toBe(200)
  await expect(page.getByTestId('monitoring-loading')).toBeHidden()
  await expect(page.getByText('Failed to fetch monitoring report')).toHaveCount(0)
})

test('an editor is refused at /monitoring: told whom it is for, and the reports stay closed to them', async ({
  page,
  request,
}) => {
  const editor = await createUser(request, 'editor')
  await loginAs(page.request, editor.username, editor.password)

  await page.goto('/monitoring')
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fmonitoring$/)
  const notice = page.getByTestId('wrong-role-notice')
  await expect(notice).toContainText(`You are signed in as ${editor.username} (Editor).`)
  await expect(notice).toContainText('Site monitoring is for Admin and Support accounts.')
  await expect(page.getByRole('heading', { level: 1, name: 'Site Monitoring' })).toHaveCount(0)

  // Signing in again as the editor through the form leads nowhere either.
  await signInThroughForm(page, editor.username, editor.password)
  await expect(page.getByText('This account has no access to site monitoring')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fmonitoring$/)

  const reports = await page.request.get('/api/site-monitoring-reports')
  expect(reports.status()).toBe(403)
})
