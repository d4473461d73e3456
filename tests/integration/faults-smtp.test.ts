import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { DELIVER_CONTACT_TASK } from '../../src/jobs/deliver-contact-message'
import { CHAT_REPLY_EMAIL_TASK } from '../../src/lib/chat/reply-mail'
import type { ChatMessageView, VisitorConversationView } from '../../src/lib/chat/types'
import { freePort } from '../../src/server/embedded-postgres'
import { assertProductionBuild } from '../support/build'
import { ask, clientId, socketPool, staffCookie, visitorCookie } from '../support/chat-clients'
import { unfinishedJobs } from '../support/jobs'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'
import { startSmtpServer } from '../support/smtp'
import { eventually } from '../support/widget-client'

/**
 * The SMTP server is down from the start and comes back only after the e-mail queue's retries have
 * run for a while: 12 s against a retry delay of 200 ms (production: 30 s), the same ratio as a
 * 30-minute outage, by which the backoff has doubled six times. Every contact message and every chat
 * reply e-mail must then arrive, once.
 */
const ADMIN_PASSWORD = 'smtp-faults-admin-password'
const RETRY_DELAY_MS = 200
const OUTAGE_MS = 12_000
const CONTACTS = 8
const CONVERSATIONS = 4

type Sent = { message: ChatMessageView; conversation: VisitorConversationView }

let db: TestDatabase
let server: ServerProcess
let smtpPort: number
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined
const sockets = socketPool()

beforeAll(async () => {
  assertProductionBuild()
  db = await createTestDatabase('faults_smtp')
  // Reserved, nothing listening yet: every delivery attempt is refused.
  smtpPort = await freePort()
  server = await spawnServer(
    productionEnv(db.uri, {
      ADMIN_PASSWORD,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      EMAIL_QUEUE_CRON: '* * * * * *',
      CONTACT_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
      CHAT_REPLY_EMAIL_DELAY_MS: '1000',
      CHAT_CONVERSATIONS_PER_IP: '1000',
      TRUST_PROXY: '1',
    }),
  )
})

afterAll(async () => {
  sockets.closeAll()
  await server?.stop('SIGKILL')
  await smtp?.close()
  await db?.drop()
})

describe('SMTP down for the whole run', () => {
  it(
    'every contact message and chat reply e-mail is delivered once after SMTP returns',
    { timeout: 150_000 },
    async () => {
      const url = server.url
      const started = Date.now()
      const subjects: string[] = []
      for (let i = 0; i < CONTACTS; i++) {
        const subject = `outage enquiry ${i}`
        const response = await fetch(`${url}/api/send-contact-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': `10.7.0.${i + 1}` },
          body: JSON.stringify({
            name: 'Ana Lima',
            email: 'ana@example.com',
            subject,
            message: 'Are you taking new creators?',
          }),
        })
        expect(response.status).toBe(200)
        subjects.push(subject)
      }

      // Staff replies the visitors never see in the widget: each conversation's replies are e-mailed, in one e-mail.
      const staff = await sockets.open(url, 'staff', await staffCookie(url, 'admin', ADMIN_PASSWORD))
      const addresses: string[] = []
      for (let i = 0; i < CONVERSATIONS; i++) {
        const email = `away-${i}@example.com`
        const visitor = await sockets.open(url, 'visitor', await visitorCookie(url))
        const sent = await ask<Sent>(visitor, 'chat:send', {
          clientId: clientId(),
          message: 'Hello?',
          identity: { name: `Away ${i}`, email },
        })
        if (!sent.ok) throw new Error(sent.error)
        for (const text of [`first reply to ${i}`, `second reply to ${i}`]) {
          expect(
            (
              await ask(staff, 'staff:reply', {
                conversationId: sent.data.conversation.id,
                clientId: clientId(),
                message: text,
              })
            ).ok,
          ).toBe(true)
        }
        visitor.close()
        addresses.push(email)
      }

      // Time is what is tested here: the outage lasts OUTAGE_MS, long enough for the retries' backoff to grow.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - started))))
      expect(server.child.exitCode).toBeNull()
      smtp = await startSmtpServer(smtpPort)
      const received = smtp.received
      const contactMails = (subject: string) =>
        received.filter((mail) => mail.subject === `New contact message: ${subject}`)
      const replyMails = (address: string) =>
        received.filter((mail) => JSON.stringify(mail.to ?? '').includes(`"${address}"`))
      const describe = () =>
        `received: ${received.map((m) => m.subject).join(' | ')}\n${server
          .output()
          .split('\n')
          .filter((l) => /job|mail|smtp/i.test(l))
          .slice(-20)
          .join('\n')}`

      // The exponential backoff has grown during the outage: the next attempts come within about a minute.
      await eventually(
        () => subjects.every((s) => contactMails(s).length > 0) && addresses.every((a) => replyMails(a).length > 0),
        75_000,
        describe,
      )
      // Later runs (one queued per reply, and any overlapping ones) must find nothing left to send: counted once the
      // queue has nothing left to run.
      await vi.waitFor(
        async () => expect(await unfinishedJobs(db.uri, [DELIVER_CONTACT_TASK, CHAT_REPLY_EMAIL_TASK])).toBe(0),
        { timeout: 30_000, interval: 200 },
      )
      for (const subject of subjects) expect(contactMails(subject), subject).toHaveLength(1)
      addresses.forEach((address, i) => {
        const mails = replyMails(address)
        expect(mails, address).toHaveLength(1)
        expect(mails[0]!.text).toContain(`first reply to ${i}`)
        expect(mails[0]!.text).toContain(`second reply to ${i}`)
      })
      console.info(
        `faults-smtp: ${subjects.length} contact messages and ${addresses.length} chat reply e-mails delivered once after ${OUTAGE_MS / 1000} s without SMTP`,
      )
    },
  )

  it(
    'e-mails whose sending was cut by a killed process are sent once after a restart',
    { timeout: 120_000 },
    async () => {
      // A mail server that accepts connections and never answers: deliveries hang mid-send (as when
      // the SMTP host stops responding), and the process is killed while they do.
      const port = await freePort()
      const hanging = new Set<net.Socket>()
      const blackhole = net.createServer((socket) => hanging.add(socket.on('error', () => {})))
      await new Promise<void>((resolve) => blackhole.listen(port, '127.0.0.1', () => resolve()))
      const database = await createTestDatabase('faults_smtp_kill')
      const env = productionEnv(database.uri, {
        ADMIN_PASSWORD,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        EMAIL_QUEUE_CRON: '* * * * * *',
        CONTACT_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
        // Runs marked "processing" longer than this are taken as cut off (production: 15 minutes).
        JOB_STALE_AFTER_MS: '5000',
        TRUST_PROXY: '1',
      })
      let first: ServerProcess | undefined
      let second: ServerProcess | undefined
      let mail: Awaited<ReturnType<typeof startSmtpServer>> | undefined
      try {
        first = await spawnServer(env)
        const subjects: string[] = []
        for (let i = 0; i < 4; i++) {
          const subject = `cut off ${i}`
          const response = await fetch(`${first.url}/api/send-contact-email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: first.url, 'x-forwarded-for': `10.8.0.${i + 1}` },
            body: JSON.stringify({
              name: 'Ana Lima',
              email: 'ana@example.com',
              subject,
              message: 'Sent while the mail server hangs.',
            }),
          })
          expect(response.status).toBe(200)
          subjects.push(subject)
        }
        await eventually(
          () => hanging.size >= subjects.length,
          10_000,
          () => `(${hanging.size} SMTP connections)`,
        )
        await first.stop('SIGKILL')
        for (const socket of hanging) socket.destroy()
        await new Promise<void>((resolve) => blackhole.close(() => resolve()))
        mail = await startSmtpServer(port)

        second = await spawnServer(env)
        const received = mail.received
        const mails = (subject: string) => received.filter((m) => m.subject === `New contact message: ${subject}`)
        await eventually(
          () => subjects.every((s) => mails(s).length > 0),
          60_000,
          () => `received: ${received.map((m) => m.subject).join(' | ')}`,
        )
        // Counted once the queue has nothing left to run: a run that sent and was then taken as cut off would have sent
        // again.
        await vi.waitFor(async () => expect(await unfinishedJobs(database.uri, [DELIVER_CONTACT_TASK])).toBe(0), {
          timeout: 30_000,
          interval: 200,
        })
        for (const subject of subjects) expect(mails(subject), subject).toHaveLength(1)
      } finally {
        await first?.stop('SIGKILL')
        await second?.stop('SIGKILL')
        await mail?.close()
        blackhole.close()
        await database.drop()
      }
    },
  )
})
