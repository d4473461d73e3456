/**
 * `npm run serve`: build and start the production server for a newcomer.
 * On the first run it writes .env from .env.example with a generated PAYLOAD_SECRET and
 * ADMIN_PASSWORD (the password is printed once), so production start-up rules are met.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const envFile = path.join(ROOT, '.env')

if (!existsSync(envFile)) {
  const password = randomBytes(12).toString('base64url')
  const template = readFileSync(path.join(ROOT, '.env.example'), 'utf8')
  const filled = template
    .replace(/^PAYLOAD_SECRET=.*$/m, `PAYLOAD_SECRET=${randomBytes(32).toString('hex')}`)
    .replace(/^ADMIN_PASSWORD=.*$/m, `ADMIN_PASSWORD=${password}`)
    // A newcomer has no mail server: say outright that mails are logged, which production requires.
    .replace(/^MAIL_TRANSPORT=.*$/m, 'MAIL_TRANSPORT=log')
  writeFileSync(envFile, filled, { mode: 0o600 })
  console.log(`Wrote .env. Sign in at /cms or /admin/login as "admin" with password: ${password}`)
}

for (const script of ['build', 'start']) {
  const result = spawnSync('npm', ['run', script], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
