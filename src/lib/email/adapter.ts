import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { Transport } from 'nodemailer'
import type SMTPConnection from 'nodemailer/lib/smtp-connection'

import type { Env } from '@/config/env'

/** What the log transport answers instead of a delivery receipt; see `wasLogged`. */
export type LoggedMailInfo = { messageId: string; logged: true }

/** True when a `payload.sendEmail` result comes from the log transport: written to the log, not sent. */
export function wasLogged(info: unknown): boolean {
  return typeof info === 'object' && info !== null && (info as { logged?: unknown }).logged === true
}

/** Recipients as text, whether nodemailer was given a string, an address object or a list of either. */
function addressText(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(addressText).filter(Boolean).join(', ')
  if (value && typeof value === 'object' && typeof (value as { address?: unknown }).address === 'string')
    return (value as { address: string }).address
  return ''
}

const plainText = (value: unknown): string =>
  typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString('utf8') : ''

/** `***@example.com`: the log says where a mail would have gone without keeping the address. */
export function maskAddress(value: unknown): string {
  return addressText(value)
    .split(',')
    .map((address) =>
      address.includes('@')
        ? address
            .trim()
            .replace(/^.*@/, '***@')
            .replace(/[>"\s]+$/, '')
        : '***',
    )
    .join(', ')
}

/**
 * A nodemailer transport that writes each message to the log instead of sending it. With
 * `fullText` (development) the log carries the whole message; otherwise only that a mail was not
 * sent, its masked recipient and its subject, so visitors' messages never end up in production logs.
 */
export function logTransport({ fullText }: { fullText: boolean }): Transport<LoggedMailInfo> {
  return {
    name: 'log',
    version: '1',
    send(mail, callback) {
      const { to, subject, replyTo } = mail.data
      if (fullText) {
        console.info(
          `[mail:log] to=${addressText(to)} reply-to=${addressText(replyTo)} subject=${subject ?? ''}\n${plainText(mail.data.text)}`,
        )
      } else {
        console.info(
          `[mail:log] not sent (MAIL_TRANSPORT=log): to=${maskAddress(to)} subject=${JSON.stringify(String(subject ?? '').slice(0, 120))}`,
        )
      }
      callback(null, { messageId: `log-${Date.now()}`, logged: true })
    },
  }
}

export function fromAddress(env: Pick<Env, 'MAIL_FROM_ADDRESS' | 'CONTACT_EMAIL'>): string {
  return env.MAIL_FROM_ADDRESS ?? `no-reply@${env.CONTACT_EMAIL.split('@')[1]}`
}

/**
 * Mail goes to the log when MAIL_TRANSPORT=log or no SMTP_HOST is set (in production parseEnv allows the latter only
 * with MAIL_TRANSPORT=log).
 */
export function mailIsLogged(env: Pick<Env, 'MAIL_TRANSPORT' | 'SMTP_HOST'>): boolean {
  return env.MAIL_TRANSPORT === 'log' || !env.SMTP_HOST
}

/**
 * Payload's nodemailer adapter: real SMTP when SMTP_HOST is set (and MAIL_TRANSPORT is not `log`), otherwise the log
 * transport.
 */
export function emailAdapter(env: Env) {
  const smtp = !mailIsLogged(env)
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
      (logTransport({ fullText: env.NODE_ENV !== 'production' }) as unknown as SMTPConnection.Options)
  return nodemailerAdapter({
    defaultFromAddress: fromAddress(env),
    defaultFromName: env.AGENCY_NAME,
    transportOptions: smtp,
    // Never probe the server at boot: a mail outage must not stop the site from starting.
    skipVerify: true,
  })
}
