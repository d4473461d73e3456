import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * Mozilla's HTTP Observatory scanner (devDependency `@mdn/mdn-http-observatory`), run on this machine. Its install
 * script downloads the HSTS preload list and Mozilla's CA bundle, which this network does not allow (npm does not
 * run install scripts here anyway): an empty preload list and the given CA certificate stand in for them. Over
 * HTTPS the scanner asks the host on ports 80 and 443.
 */
export type ObservatoryScan = {
  tests: Map<string, { pass: boolean; result: string; modifier: number }>
  grade: string
  score: number
}

const require = createRequire(import.meta.url)
const PACKAGE = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'))

/** Scans `host` + `pagePath` (no scheme), trusting `caFile` (a local authority such as Caddy's) for its TLS. */
export async function observatoryScan(host: string, pagePath: string, caFile: string): Promise<ObservatoryScan> {
  const preload = path.join(PACKAGE, 'conf/hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}')
  const bundle = path.join(
    path.dirname(require.resolve('node_extra_ca_certs_mozilla_bundle/package.json', { paths: [PACKAGE] })),
    'ca_bundle',
  )
  mkdirSync(bundle, { recursive: true })
  copyFileSync(caFile, path.join(bundle, 'ca_intermediate_bundle.pem'))
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(PACKAGE, 'bin/wrapper.js'), `${host}${pagePath}`],
    { timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
  )
  const report = JSON.parse(stdout) as {
    error?: string
    scan: { grade: string; score: number }
    tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>
  }
  if (report.error) throw new Error(`the Observatory scanner failed: ${report.error}`)
  return {
    tests: new Map(
      Object.entries(report.tests).map(([name, test]) => [
        name,
        { pass: test.pass, result: test.result, modifier: test.scoreModifier },
      ]),
    ),
    grade: report.scan.grade,
    score: report.scan.score,
  }
}
