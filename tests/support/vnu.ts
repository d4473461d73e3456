import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const VNU_JAR = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')

/** One message of the W3C Nu HTML Checker's JSON report; `url` is `file:` and the absolute path of the document. */
export type VnuMessage = {
  type: string
  subType?: string
  url: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

/** What one run of the checker did: the files it read (as absolute paths) and its messages on them. */
export type VnuReport = { checked: string[]; messages: VnuMessage[] }

/**
 * Runs the checker once over `files` (absolute paths), reporting errors and warnings (its info messages too, which
 * callers leave aside). The checker skips, without
 * a word, any argument it cannot read as a file (a `file:` URL string, a missing path), so it is run
 * with `--verbose`, which prints each file it reads on stdout: callers compare `checked` with what
 * they handed over. Its JSON report goes to stderr; it exits 1 when there are errors or warnings.
 */
export async function checkHtmlFiles(files: string[]): Promise<VnuReport> {
  const args = ['-jar', VNU_JAR, '--format', 'json', '--verbose', ...files]
  const { stdout, stderr } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (failed: { stdout?: string; stderr?: string; code?: number }) => {
      if (failed.code !== 1 || !failed.stderr?.startsWith('{'))
        throw new Error(`vnu did not run (exit ${failed.code}): ${failed.stderr}`)
      return { stdout: failed.stdout ?? '', stderr: failed.stderr }
    },
  )
  const checked = stdout
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return { checked, messages: (JSON.parse(stderr) as { messages: VnuMessage[] }).messages }
}

/** A message's document as an absolute path (the checker names it with a `file:` URL). */
export const messagePath = (message: VnuMessage): string =>
  message.url.startsWith('file:') ? message.url.slice('file:'.length) : message.url

/** What a page must not have: errors (fatal ones included) and warnings. Plain info messages are advice. */
export const isProblem = (message: VnuMessage): boolean =>
  message.type === 'error' || message.subType === 'fatal' || message.subType === 'warning'
