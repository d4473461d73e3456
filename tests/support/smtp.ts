import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export async function startSmtpServer(port = 0) {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
