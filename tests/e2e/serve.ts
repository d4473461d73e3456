/**
 * The end-to-end server: the production build started through server.ts on a fresh database that
 * is dropped when the server stops. Playwright starts and stops this script (see playwright.config.ts).
 */
import { rmSync, writeFileSync } from 'node:fs'

import { createTestDatabase } from '../support/postgres'
import { ensureTestPostgres } from '../support/postgres-server'
import { pushServiceCertificate } from '../support/push-service'
import { productionEnv, spawnServer } from '../support/server-process'
import { E2E_ADMIN_PASSWORD, E2E_GA_ID, e2eDatabaseFile, e2ePushCertDir } from './fixtures'

const port = process.env.E2E_PORT ?? '3100'
const postgres = await ensureTestPostgres()
const db = await createTestDatabase('e2e', postgres.url)
// For the few tests that must break the database under the server (see e2eDatabaseUri).
writeFileSync(e2eDatabaseFile(port), db.uri)
// Staff alerts push to a push service the test starts later with this certificate: trusted from the start.
rmSync(e2ePushCertDir(port), { recursive: true, force: true })
const pushCert = pushServiceCertificate(e2ePushCertDir(port))
const server = await spawnServer(
  productionEnv(db.uri, {
    PORT: port,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    SITE_URL: `http://127.0.0.1:${port}`,
    GA_MEASUREMENT_ID: E2E_GA_ID,
    SEED_CONTENT: 'true',
    // Visitors from several addresses (tests/e2e/experiments.spec.ts) are told apart by X-Forwarded-For.
    TRUST_PROXY: '1',
    // Every test's visitor comes from 127.0.0.1: room for all of their chats and sockets (the limits have their own
    // tests).
    CHAT_CONVERSATIONS_PER_IP: '1000',
    CHAT_SOCKETS_PER_CLIENT: '1000',
    // Scheduled publishes run within 2 s of their time rather than a minute (tests/e2e/cms-editorial.spec.ts).
    SCHEDULE_QUEUE_CRON: '*/2 * * * * *',
    // Waiting visitors are looked for every second rather than every 20 s (tests/e2e/staff-alerts.spec.ts).
    ALERT_SWEEP_MS: '1000',
    NODE_EXTRA_CA_CERTS: pushCert.certFile,
    // The test push service's host, listed as an operator lists a self-hosted one (browsers' services need no listing).
    PUSH_SERVICE_HOSTS: '127.0.0.1',
  }),
)
server.child.stdout!.pipe(process.stdout)
server.child.stderr!.pipe(process.stderr)

let stopping = false
async function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  const { code } = await server.stop(signal)
  rmSync(e2eDatabaseFile(port), { force: true })
  rmSync(e2ePushCertDir(port), { recursive: true, force: true })
  await db.drop().catch((error: unknown) => console.error('could not drop the e2e database', error))
  await postgres.stop()
  process.exit(code ?? 1)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
void server.exited.then((code) => {
  if (!stopping) {
    console.error(`e2e server exited unexpectedly with ${code}`)
    void db.drop().finally(() => process.exit(1))
  }
})
