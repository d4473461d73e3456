import nodemailer from 'nodemailer'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { logTransport, mailIsLogged, maskAddress, wasLogged } from './adapter'

const mail = {
  from: 'no-reply@agency.test',
  to: 'Ana Lima <ana@visitor.example>',
  replyTo: 'team@agency.test',
  subject: 'Agency replied to your chat',
  text: 'My phone number is 555-0100, call me',
}

async function sendThrough(fullText: boolean) {
  const log = vi.spyOn(console, 'info').mockImplementation(() => {})
  const info = await nodemailer.createTransport(logTransport({ fullText })).sendMail(mail)
  return { info, logged: log.mock.calls.map((args) => args.join(' ')).join('\n') }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('log transport', () => {
  it('in production logs that a mail was not sent, with the masked recipient and the subject only', async () => {
    const { info, logged } = await sendThrough(false)
    expect(wasLogged(info)).toBe(true)
    expect(logged).toContain('not sent')
    expect(logged).toContain('***@visitor.example')
    expect(logged).toContain('Agency replied to your chat')
    expect(logged).not.toContain('555-0100')
    expect(logged).not.toContain('ana@')
    expect(logged).not.toContain('Ana Lima')
  })

  it('in development logs the whole message', async () => {
    const { info, logged } = await sendThrough(true)
    expect(wasLogged(info)).toBe(true)
    expect(logged).toContain('555-0100')
  })

  it('only a log transport result counts as logged', () => {
    for (const value of [undefined, null, 'logged', { logged: 'true' }, { messageId: '<x@y>', accepted: ['a@b.c'] }]) {
      expect(wasLogged(value)).toBe(false)
    }
  })

  it('masks every address of a recipient list and anything that is not an address', () => {
    expect(maskAddress('a@x.test, "B" <b@y.test>')).toBe('***@x.test, ***@y.test')
    expect(maskAddress('no address here')).toBe('***')
    expect(maskAddress(undefined)).toBe('***')
  })

  it('logs mail when MAIL_TRANSPORT=log even with an SMTP host, and without an SMTP host', () => {
    expect(mailIsLogged({ MAIL_TRANSPORT: 'log', SMTP_HOST: 'smtp.example.com' })).toBe(true)
    expect(mailIsLogged({ MAIL_TRANSPORT: undefined, SMTP_HOST: undefined })).toBe(true)
    expect(mailIsLogged({ MAIL_TRANSPORT: undefined, SMTP_HOST: 'smtp.example.com' })).toBe(false)
  })
})
