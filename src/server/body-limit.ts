import type { IncomingMessage, ServerResponse } from 'node:http'

import { declarationsAt, JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '@/lib/http/endpoints'

/**
 * The ceilings of every body before anything reads it: `upload` for a multipart body to an endpoint declared to take
 * uploads (src/lib/http/endpoints.ts), `json` for any other (each site endpoint then reads at most its own declared
 * limit).
 */
export type BodyLimits = { json: number; upload: number }

const DEFAULT_LIMITS: BodyLimits = { json: JSON_BODY_LIMIT, upload: UPLOAD_BODY_LIMIT }

function pathOf(url: string | undefined): string {
  // Next resolves `//api/media` and `/API/media` to routes too; compare a normalised path.
  return (url ?? '/')
    .split('?')[0]!
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
}

/**
 * The byte limit of this request's body: the upload limit for multipart bodies to a path declared to take uploads
 * (the media collection), the JSON limit for any other.
 */
export function bodyLimitFor(
  req: Pick<IncomingMessage, 'url' | 'headers'>,
  limits: BodyLimits = DEFAULT_LIMITS,
): number {
  if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) return limits.json
  return declarationsAt(pathOf(req.url))[0]?.body === 'upload' ? limits.upload : limits.json
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
}

/**
 * The rest of a refused body is read and thrown away for a while before the connection closes: a
 * client still sending when the connection closes would see a reset instead of the 413.
 */
export const DRAIN = { bytes: 32 * 1024 * 1024, ms: 10_000 }

/**
 * Sends 413 in Payload's error shape, keeps whatever the handler still tries to write away from the
 * client, and returns the function that ends the answer and the request once the drain is over.
 */
function answerTooLarge(req: IncomingMessage, res: ServerResponse, limit: number): () => void {
  const body = JSON.stringify({
    errors: [{ message: `The request body is too large: at most ${megabytes(limit)} here.` }],
  })
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    'cache-control': 'no-store',
  })
  // The whole answer is out now; ending it (which closes the connection) waits for the drain.
  res.write(body)
  const end = res.end.bind(res)
  const ignored = () => res
  Object.assign(res, {
    writeHead: ignored,
    setHeader: ignored,
    appendHeader: ignored,
    write: () => true,
    end: ignored,
    flushHeaders: () => {},
  })
  let done = false
  return () => {
    if (done) return
    done = true
    end(() => {
      if (!req.destroyed) req.destroy()
    })
  }
}

/** Calls `finish` when the body has ended, DRAIN.bytes more have arrived, or DRAIN.ms have passed. */
function drainDeadline(req: IncomingMessage, finish: () => void): (bytes: number) => void {
  let drained = 0
  const timer = setTimeout(finish, DRAIN.ms)
  timer.unref()
  const stop = () => {
    clearTimeout(timer)
    finish()
  }
  req.once('close', stop)
  return (bytes) => {
    drained += bytes
    if (drained > DRAIN.bytes) stop()
  }
}

const byteLength = (chunk: unknown, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : (chunk as Uint8Array).byteLength

/**
 * Caps the request body before anything reads it. A declared Content-Length over the limit is
 * answered 413 at once, and nothing but this function ever reads that body (Node's parser never
 * delivers more than the declared length). A body without one (chunked) is counted as the parser
 * hands it over: once it passes the limit the reader gets no more of it and the client gets 413.
 * Returns true when the request was answered and must not be handled further.
 */
export function limitRequestBody(
  req: IncomingMessage,
  res: ServerResponse,
  limits: BodyLimits = DEFAULT_LIMITS,
): boolean {
  const declared = req.headers['content-length']
  if (declared === undefined && req.headers['transfer-encoding'] === undefined) return false
  const limit = bodyLimitFor(req, limits)
  if (declared !== undefined) {
    if (Number(declared) <= limit) return false
    const finish = answerTooLarge(req, res, limit)
    const count = drainDeadline(req, finish)
    req.on('data', (chunk: Buffer) => count(chunk.byteLength))
    req.once('end', finish)
    req.resume()
    return true
  }

  let received = 0
  let drain: ((bytes: number) => void) | undefined
  let finish: (() => void) | undefined
  const push = req.push.bind(req)
  // The HTTP parser delivers every body chunk through push(): counting there sees the bytes before
  // any reader does, whether it reads in flowing or paused mode.
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (finish) {
      // Refused already: the reader gets nothing more; the rest is drained, then the request ends.
      if (chunk === null || chunk === undefined) finish()
      else drain?.(byteLength(chunk, encoding))
      return true
    }
    if (chunk === null || chunk === undefined) return push(chunk)
    received += byteLength(chunk, encoding)
    if (received <= limit) return push(chunk, encoding)
    if (res.headersSent || res.writableEnded) {
      // The handler has answered already: only stop the body.
      finish = () => {
        if (!req.destroyed) req.destroy()
      }
      finish()
      return false
    }
    finish = answerTooLarge(req, res, limit)
    drain = drainDeadline(req, finish)
    return true
  }
  return false
}
