import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'

import { freePort } from '../../src/server/embedded-postgres'

const accepts = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(port, host)
    probe.once('connect', () => (probe.destroy(), resolve(true)))
    probe.once('error', () => resolve(false))
  })

/** The machine's shared Redis that tests across processes use (TEST_REDIS_URL, or the conventional local one). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Whether a Redis server accepts connections at `url`. */
export function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const { port, hostname } = new URL(url)
  return accepts(Number(port || 6379), hostname)
}

/**
 * A private redis-server (no persistence) on its own port, which a test may stop and start again on
 * that port; the machine's shared Redis is never touched. Null when redis-server is not installed.
 */
export async function startRedisServer() {
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    const failed = new Promise<boolean>((resolve) =>
      child!.once('error', () => resolve(false)).once('exit', () => resolve(false)),
    )
    const deadline = Date.now() + 10_000
    while (!(await accepts(port))) {
      if ((await Promise.race([failed, new Promise((r) => setTimeout(() => r(true), 100))])) === false)
        throw new Error('redis-server did not start')
      if (Date.now() > deadline) throw new Error('redis-server not ready within 10 s')
    }
  }
  const stop = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return { port, url: `redis://127.0.0.1:${port}`, start, stop }
}

export async function redisServerInstalled(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn('redis-server', ['--version'], { stdio: 'ignore' })
    probe.once('error', () => resolve(false))
    probe.once('exit', (code) => resolve(code === 0))
  })
}
