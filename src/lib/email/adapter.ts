import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { Transport } from 'nodemailer'
import type SMTPConnection from 'nodemailer/lib/smtp-connection'

import type { Env } from '@/config/env'

/** A nodemailer transport that writes each message to the log instead of sending it. */
export const logTransport: Transport<{ messageId: string }> = {
  name: 'log',
  version: '1',
  send(mail, callback) {
    const { to, subject, replyTo } = mail.data
    console.info(`[mail:log] to=${String(to)} reply-to=${String(replyTo ?? '')} subject=${String(subject)}\n${String(mail.data.text ?? '')}`)
    callback(null, { messageId: `log-${Date.now()}` })
  },
}

export function fromAddress(env: Pick<Env, 'MAIL_FROM_ADDRESS' | 'CONTACT_EMAIL'>): string {
  return env.MAIL_FROM_ADDRESS ?? `no-reply@${env.CONTACT_EMAIL.split('@')[1]}`
}

/** Payload's nodemailer adapter: real SMTP when SMTP_HOST is set, otherwise the log transport. */
export function emailAdapter(env: Env) {
  const smtp = env.SMTP_HOST
    ? {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }
    : // nodemailer accepts a transport object wherever it accepts SMTP options.
      (logTransport as unknown as SMTPConnection.Options)
  return nodemailerAdapter({
    defaultFromAddress: fromAddress(env),
    defaultFromName: env.AGENCY_NAME,
    transportOptions: smtp,
    // Never probe the server at boot: a mail outage must not stop the site from starting.
    skipVerify: true,
  })
}
