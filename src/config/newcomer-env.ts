import { randomBytes } from 'node:crypto'

/**
 * The `.env` that `npm run serve` writes on a fresh machine: `.env.example` with a generated
 * PAYLOAD_SECRET and ADMIN_PASSWORD, and mails written to the log (a newcomer has no mail server,
 * and production requires saying so). Returns the file's text and the password to print once.
 */
export function newcomerEnv(template: string): { text: string; adminPassword: string } {
  const adminPassword = randomBytes(12).toString('base64url')
  const text = template
    .replace(/^PAYLOAD_SECRET=.*$/m, `PAYLOAD_SECRET=${randomBytes(32).toString('hex')}`)
    .replace(/^ADMIN_PASSWORD=.*$/m, `ADMIN_PASSWORD=${adminPassword}`)
    .replace(/^MAIL_TRANSPORT=.*$/m, 'MAIL_TRANSPORT=log')
  return { text, adminPassword }
}
