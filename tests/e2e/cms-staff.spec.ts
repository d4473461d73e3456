import { E2E_ADMIN_PASSWORD, expect, test } from './fixtures'
import { cmsPress, cmsSignIn, cmsType, ensureUser } from './staff'

test.describe.configure({ mode: 'serial' })

const AGENCY = 'Velora Creator Management'

test('the /cms login screen carries the agency’s name and mark; "Forgot password?" says an admin resets it', async ({
  page,
}) => {
  await page.goto('/cms/login')
  await expect(page.getByText(AGENCY, { exact: true })).toBeVisible()
  await expect(page.locator('.cms-logo img[src="/icon.svg"]')).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`${AGENCY} CMS`))
  await page.getByRole('link', { name: /forgot password/i }).click()
  await expect(page).toHaveURL(/\/cms\/forgot$/)
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await expect(page.getByText(/no e-mail address.*Ask an admin.*\/cms → Users/)).toBeVisible()
  await expect(page.getByRole('textbox')).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to sign-in' }).click()
  await expect(page).toHaveURL(/\/cms\/login$/)
})

test('a support user sees only the chat collections, no Create New for messages, and links to the console and monitoring', async ({
  page,
  request,
}) => {
  await ensureUser(request, 'cms-support', 'support')
  await cmsSignIn(page, 'cms-support', 'cms-support copper lantern')
  const nav = page.locator('nav')
  for (const hidden of ['Users', 'Media', 'Blog posts', 'Site monitoring reports', 'Contact messages', 'Audit log']) {
    await expect(page.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
  }
  await expect(nav.getByRole('link', { name: 'Chat messages' }).first()).toBeVisible()
  const tools = page.getByRole('navigation', { name: 'Staff tools' })
  await expect(tools.getByRole('link', { name: /Chat console/ })).toHaveAttribute('href', '/admin/chat')
  await expect(tools.getByRole('link', { name: /Site monitoring/ })).toHaveAttribute('href', '/monitoring')

  await page.goto('/cms/collections/chat-messages')
  await expect(page.getByRole('heading', { name: 'Chat messages' })).toBeVisible()
  await expect(page.getByRole('link', { name: /create new/i })).toHaveCount(0)
  await page.goto('/cms/collections/chat-messages/create')
  await expect(page.getByLabel('Sender Type')).toHaveCount(0)
})

test('an editor’s dashboard has no staff-tool links; an admin creating a user reads what each role does and gets a clear password message', async ({
  page,
  request,
}) => {
  await ensureUser(request, 'cms-editor', 'editor')
  await cmsSignIn(page, 'cms-editor', 'cms-editor copper lantern')
  await expect(page.getByRole('navigation', { name: 'Staff tools' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Blog posts', exact: true }).first()).toBeVisible()
  // Users is hidden from the navigation, yet everyone still reaches their own account.
  await page.goto('/cms/account')
  await expect(page.locator('input[name="username"]')).toHaveValue('cms-editor')

  await page.context().clearCookies()
  await cmsSignIn(page, 'admin', E2E_ADMIN_PASSWORD)
  await page.goto('/cms/collections/users/create')
  await expect(page.getByText(/New accounts start as Support, the least privileged role/)).toBeVisible()
  await expect(page.getByText(/Support: answers visitor chats at \/admin\/chat/)).toBeVisible()
  await page.getByLabel('Username').fill('weak-password-user')
  const enterPassword = (password: string) => async () => {
    await cmsType(page.locator('input[name="password"]'), password)
    await cmsType(page.locator('input[name="confirm-password"]'), password)
  }
  await cmsPress(
    page,
    /^Save$/,
    () =>
      expect(page.getByText('The password must be at least 12 characters long (it has 3).').first()).toBeVisible({
        timeout: 4_000,
      }),
    enterPassword('abc'),
  )
  await cmsPress(
    page,
    /^Save$/,
    () => expect(page.getByText(/This password is too easy to guess/).first()).toBeVisible({ timeout: 4_000 }),
    enterPassword('password1234'),
  )
  await expect(page).toHaveURL(/\/cms\/collections\/users\/create/)
})
