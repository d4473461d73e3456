import type { Page } from '@playwright/test'
import pg from 'pg'

import {
  CONTACT_EMAIL,
  e2eDatabaseUri,
  expect,
  expectNoAxeViolations,
  expectToast,
  presetConsent,
  test,
} from './fixtures'

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' })
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' })
/** The form hydrates after the page, once its own code has arrived; until then its button submits nothing. */
const formReady = (page: Page) => expect(sendButton(page)).toHaveAttribute('type', 'submit')

test.beforeEach(async ({ page }) => {
  await presetConsent(page)
  await page.goto('/contact')
  await formReady(page)
})
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: false })

async function fill(page: Page, values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name !== undefined) await field(page, 'Name').fill(values.name)
  if (values.email !== undefined) await field(page, 'Email').fill(values.email)
  if (values.subject !== undefined) await field(page, 'Subject').fill(values.subject)
  if (values.message !== undefined) await field(page, 'Message').fill(values.message)
}

const valid = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Partnership',
  message: 'I would love to hear how you work.',
}

test('the form has the four required fields, marked with an asterisk; the message has 6 rows', async ({ page }) => {
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(field(page, label)).toHaveAttribute('required', '')
    await expect(form(page).locator('label', { hasText: label })).toContainText('*')
  }
  await expect(field(page, 'Message')).toHaveAttribute('rows', '6')
})

test('each invalid field shows its message, is aria-invalid, and focus moves to the first', async ({ page }) => {
  await fill(page, { name: ' ', email: 'nope', subject: '', message: 'short' })
  await sendButton(page).click()
  const expectations: [string, string][] = [
    ['Name', 'Name is required'],
    ['Email', 'Please enter a valid email address'],
    ['Subject', 'Subject is required'],
    ['Message', 'Message must be at least 10 characters'],
  ]
  for (const [label, message] of expectations) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, label)).toHaveAccessibleDescription(message)
  }
  await expect(field(page, 'Name')).toBeFocused()
  await expectNoAxeViolations(page)

  await fill(page, {
    name: 'n'.repeat(101),
    email: 'ana@example.com',
    subject: 's'.repeat(201),
    message: 'm'.repeat(2001),
  })
  await sendButton(page).click()
  await expect(field(page, 'Name')).toHaveAccessibleDescription('Name must be less than 100 characters')
  await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Subject')).toHaveAccessibleDescription('Subject must be less than 200 characters')
  await expect(field(page, 'Message')).toHaveAccessibleDescription('Message must be less than 2000 characters')
})

test('an e-mail address longer than 255 characters is refused with the length message', async ({ page }) => {
  // Well formed (labels of 60 characters), only too long: 259 characters.
  const email = `ana@${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example.com`
  expect(email.length).toBeGreaterThan(255)
  let sent = false
  await page.route('**/api/send-contact-email', (route) => {
    sent = true
    return route.abort()
  })
  await fill(page, { ...valid, email })
  await sendButton(page).click()
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Email must be less than 255 characters')
  await expect(field(page, 'Email')).toHaveValue(email)
  expect(sent).toBe(false)
})

test('a valid message is sent: "Sending..." while busy, then one confirmation, the lasting thank-you in place of the cleared form and no toast over it; the server stored it and handed it to the mail transport', async ({
  page,
  baseURL,
}) => {
  const subject = `Partnership ${Date.now().toString(36)}`
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/send-contact-email', async (route) => {
    await held
    await route.continue()
  })
  await fill(page, { ...valid, subject })
  await sendButton(page).click()
  const sending = page.getByRole('button', { name: 'Sending...' })
  await expect(sending).toBeDisabled()
  release()
  // The thank-you takes the form's place, its heading focused for screen readers: that it was sent, what
  // happens next, when, and the booking button. No toast says it a second time.
  const thanks = page.getByTestId('contact-thanks')
  await expect(thanks.getByTestId('contact-sent')).toHaveText(
    "Message sent! Thank you for contacting us. We'll get back to you soon.",
  )
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await expect(thanks.getByRole('heading', { level: 3, name: 'Thank you, your message is with us' })).toBeFocused()
  await expect(thanks).toContainText(`replies to ${valid.email}.`)
  await expect(thanks).toContainText('We usually reply within one business day.')
  const book = thanks.getByRole('link', { name: /Book a Free Call/ })
  await expect(book).toHaveAttribute(
    'href',
    /^https:\/\/calendly\.com\/velora-creators\/strategy-call\?ref=contact-thanks$/,
  )
  await expect(book).toHaveAttribute('target', '_blank')
  await expect(book).toHaveAttribute('data-booking-link', '')
  await expect(form(page)).toBeHidden()
  await expectNoAxeViolations(page)
  // It stays, and still no toast appears: a toast's few seconds pass, and the panel is still there.
  await page.waitForTimeout(5_000)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await expect(thanks).toBeVisible()

  // Another message: the form comes back cleared, focus on its first field.
  await thanks.getByRole('button', { name: 'Send another message' }).click()
  await expect(thanks).toHaveCount(0)
  await expect(field(page, 'Name')).toBeFocused()
  for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(field(page, label)).toHaveValue('')
  await expect(sendButton(page)).toBeEnabled()

  // Stored as sent, and delivered: the end-to-end server writes mail to its log (MAIL_TRANSPORT=log).
  const sql = new pg.Client({ connectionString: e2eDatabaseUri(baseURL!) })
  await sql.connect()
  try {
    const stored = async () =>
      (
        await sql.query(
          'SELECT name, email, message, delivery_status, delivery_attempts FROM contact_messages WHERE subject = $1',
          [subject],
        )
      ).rows
    // delivery_attempts is a PostgreSQL numeric, read as text.
    await expect.poll(stored).toEqual([
      {
        name: valid.name,
        email: valid.email,
        message: valid.message,
        delivery_status: 'logged',
        delivery_attempts: '1',
      },
    ])
  } finally {
    await sql.end()
  }
})

test('a failed send shows the destructive toast with the server message and keeps the values', async ({ page }) => {
  await page.route('**/api/send-contact-email', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The mail room is on fire.' }),
    }),
  )
  await fill(page, valid)
  await sendButton(page).click()
  await expectToast(page, 'Failed to send message', 'The mail room is on fire.', 'error')
  await expect(page.getByTestId('contact-thanks')).toHaveCount(0)
  await expect(field(page, 'Name')).toHaveValue(valid.name)
  await expect(field(page, 'Message')).toHaveValue(valid.message)
})

test('a failure without a message falls back to the contact address', async ({ page }) => {
  await page.route('**/api/send-contact-email', (route) => route.abort('failed'))
  await fill(page, valid)
  await sendButton(page).click()
  await expect(page.getByText(`Please try again later or contact us directly at ${CONTACT_EMAIL}`)).toBeVisible()
  await expect(field(page, 'Subject')).toHaveValue(valid.subject)
})

test('the rate-limit answer is shown to the visitor', async ({ page }) => {
  await page.route('**/api/send-contact-email', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too many messages sent from your connection. Please try again in 10 minutes.' }),
    }),
  )
  await fill(page, valid)
  await sendButton(page).click()
  await expect(page.getByText(/Too many messages sent from your connection/)).toBeVisible()
})

test("Send pressed before the form's code has arrived: nothing is submitted or put in the address, and the typing is kept", async ({
  page,
}) => {
  // The form's code is held back, as on a slow connection; the page around it has hydrated.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('send-contact-email')) await held
    await route.fulfill({ response, body })
  })
  await page.goto('/contact')
  await expect(sendButton(page)).toHaveAttribute('type', 'button')
  await fill(page, { name: valid.name, email: 'nope' })
  await sendButton(page).click()
  await page.keyboard.press('Enter')
  expect(new URL(page.url()).search).toBe('')
  await expect(field(page, 'Name')).toHaveValue(valid.name)

  release()
  await formReady(page)
  await expect(field(page, 'Name')).toHaveValue(valid.name)
  await sendButton(page).click()
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address')
  expect(new URL(page.url()).search).toBe('')
})

test('anonymous REST reads of contact messages are denied, and there is no GraphQL', async ({ request }) => {
  expect((await request.get('/api/contact-messages')).status()).toBe(403)
  const graphql = await request.post('/api/graphql', {
    data: { query: '{ ContactMessages { docs { email message } } }' },
  })
  expect(graphql.status()).toBe(404)
})
