import { execFileSync } from 'node:child_process'
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * A push service of the test's own (RFC 8030): an HTTPS server with a self-signed certificate for
 * 127.0.0.1 that keeps every push it receives; subscriptions made here hold their private keys, so
 * a test decrypts what the site sent (RFC 8291 / 8188, aes128gcm) and checks its VAPID signature
 * (RFC 8292) itself.
 */

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer; answered: number }

export type TestSubscription = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  /** The browser side's key pair and auth secret. */
  ecdh: ReturnType<typeof createECDH>
  authSecret: Buffer
}

export type PushService = {
  origin: string
  /** The certificate file (PEM) to trust: NODE_EXTRA_CA_CERTS of a server process. */
  certFile: string
  cert: string
  received: ReceivedPush[]
  /** A subscription at this service; `answer` is the status its pushes get (201 by default). */
  subscribe: (answer?: number) => TestSubscription
  close: () => Promise<void>
}

/**
 * The push service's self-signed certificate for 127.0.0.1 and its key, made in `dir` unless they
 * are there already: a server started before the service (the e2e server) is given `certFile` to trust.
 */
export function pushServiceCertificate(dir: string): { keyFile: string; certFile: string } {
  mkdirSync(dir, { recursive: true })
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  if (existsSync(keyFile) && existsSync(certFile)) return { keyFile, certFile }
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  return { keyFile, certFile }
}

/** `certDir`: a directory whose certificate (pushServiceCertificate) the service uses and leaves in place. */
export async function startPushService({ certDir }: { certDir?: string } = {}): Promise<PushService> {
  const dir = certDir ?? mkdtempSync(path.join(os.tmpdir(), 'push-service-'))
  const { keyFile, certFile } = pushServiceCertificate(dir)
  const cert = readFileSync(certFile, 'utf8')
  const received: ReceivedPush[] = []
  const answers = new Map<string, number>()
  const server: Server = createServer({ key: readFileSync(keyFile), cert }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const pushPath = req.url ?? '/'
      const answered = answers.get(pushPath) ?? 201
      received.push({ path: pushPath, headers: req.headers, body: Buffer.concat(chunks), answered })
      res.writeHead(answered).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  let counter = 0
  return {
    origin,
    certFile,
    cert,
    received,
    subscribe: (answer = 201) => {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const authSecret = randomBytes(16)
      const pushPath = `/push/${process.pid}-${++counter}-${randomBytes(6).toString('hex')}`
      answers.set(pushPath, answer)
      return {
        endpoint: `${origin}${pushPath}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      }
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      if (!certDir) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Decrypts an aes128gcm push body (RFC 8291 §3.4 and RFC 8188 §2) with the subscription's private key. */
export function decryptPush(subscription: TestSubscription, body: Buffer): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20]!
  const serverPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  if (ciphertext.length > recordSize) throw new Error('more than one record')
  const secret = subscription.ecdh.computeSecret(serverPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.ecdh.getPublicKey(), serverPublic])
  const ikm = Buffer.from(hkdfSync('sha256', secret, subscription.authSecret, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02 and then any zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

export type VapidClaims = { aud: string; exp: number; sub: string }

/**
 * Checks the `Authorization: vapid t=<JWT>, k=<public key>` header: the key is `publicKey`, the
 * JWT is ES256-signed by it, and its claims are returned.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '')
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`)
  const [, token, key] = match
  if (key !== publicKey) throw new Error('the VAPID key is not the site’s')
  const point = Buffer.from(key, 'base64url')
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  }
  const [header, claims, signature] = token!.split('.') as [string, string, string]
  if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg !== 'ES256')
    throw new Error('not ES256')
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!valid) throw new Error('the VAPID signature does not verify')
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims
}
