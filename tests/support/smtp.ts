import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. Recipients in
 * `refused` are answered 550 at RCPT TO (as a server refusing a mailbox), and their mail is not accepted.
 */
export async function startSmtpServer(port = 0, { refused = new Set<string>() }: { refused?: Set<string> } = {}) {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
        return
      }
      callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const address = server.server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
