import { spawn } from 'node:child_process'
import path from 'node:path'

import { createTestDatabase, type TestDatabase } from './postgres'
import { productionEnv } from './server-process'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * A database with every committed migration applied once, by Payload's own `payload migrate`, for
 * test databases to be copied from (see createTestDatabase). It is made fresh for each test run and
 * dropped after it, so a run never depends on what an earlier one left.
 */
export async function createMigratedTemplate(serverUrl: string): Promise<TestDatabase> {
  const template = await createTestDatabase('template', serverUrl, { empty: true })
  const { NODE_OPTIONS: _ignored, ...parentEnv } = process.env
  const output: string[] = []
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--no-deprecation', '--conditions=development', path.join(ROOT, 'node_modules/payload/bin.js'), 'migrate'],
      {
        cwd: ROOT,
        env: { ...parentEnv, ...productionEnv(template.uri), PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0) {
    await template.drop()
    throw new Error(`payload migrate on the template database exited with ${code}:\n${output.join('')}`)
  }
  return template
}
