import { execFile } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { promisify } from 'node:util'

const run = promisify(execFile)
const ip = async (...args: string[]) => (await run('ip', args)).stdout

/**
 * A "host" of its own on this machine: a Linux network namespace joined to the root namespace by a
 * veth pair on a /30 (`gateway` on the root side, `address` inside). Nothing on the root namespace's
 * loopback is reachable from inside; whatever the host needs is offered on `gateway` (a TCP proxy in
 * the root namespace bound to it). Needs root.
 */
export type NetHost = {
  /** The namespace's name (unique per run). */
  namespace: string
  /** The host's own address, inside the namespace. */
  address: string
  /** The root namespace's end of the link: where the host reaches services of the root namespace. */
  gateway: string
  /** Command prefix that runs a program on the host. */
  exec: string[]
  /** Ends every process left in the namespace and deletes it (its veth pair goes with it). */
  remove: () => Promise<void>
}

const PREFIX = 'twohosts'

/** Whether this process can make namespaces and links (root, iproute2 present, namespaces allowed). */
export async function netnsAvailable(): Promise<boolean> {
  if (process.getuid?.() !== 0) return false
  const probe = `${PREFIX}-probe-${process.pid}`
  try {
    await ip('netns', 'add', probe)
    await ip('netns', 'exec', probe, 'ip', 'link', 'set', 'lo', 'up')
    return true
  } catch {
    return false
  } finally {
    await ip('netns', 'del', probe).catch(() => {})
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Ends the processes left in a namespace of this helper (only ever ones a test started there) and deletes it. */
async function removeNamespace(namespace: string): Promise<void> {
  const pids = (await ip('netns', 'pids', namespace).catch(() => '')).split(/\s+/).filter(Boolean).map(Number)
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  for (let attempt = 0; attempt < 50 && pids.some(alive); attempt++) await new Promise((r) => setTimeout(r, 50))
  await ip('netns', 'del', namespace).catch(() => {})
}

/** Namespaces an earlier run of this helper left behind (its process is gone, e.g. killed mid-test). */
export async function removeStaleNetHosts(): Promise<void> {
  const listed = await ip('netns', 'list').catch(() => '')
  for (const line of listed.split('\n')) {
    const match = new RegExp(`^(${PREFIX}-(\\d+)-\\S+)`).exec(line.trim())
    if (match && !alive(Number(match[2]))) await removeNamespace(match[1]!)
  }
}

/** A /30 under 10.213.0.0/16 that no address or route of this machine uses yet. */
async function freeSubnet(): Promise<number> {
  const used = (await ip('-4', '-o', 'addr', 'show')) + (await ip('-4', 'route', 'show'))
  for (let attempt = 0; attempt < 100; attempt++) {
    const third = randomInt(1, 255)
    if (!used.includes(`10.213.${third}.`)) return third
  }
  throw new Error('no free 10.213.x.0/30 subnet')
}

/** Makes a host named `label` (one letter or digit, unique within the run). */
export async function createNetHost(label: string): Promise<NetHost> {
  const namespace = `${PREFIX}-${process.pid}-${label}`
  // Interface names are at most 15 characters.
  const link = `th${process.pid.toString(36)}${label}`
  const third = await freeSubnet()
  const gateway = `10.213.${third}.1`
  const address = `10.213.${third}.2`
  const inside = (...args: string[]) => ip('netns', 'exec', namespace, 'ip', ...args)
  const remove = async () => {
    await removeNamespace(namespace)
    await ip('link', 'del', `${link}r`).catch(() => {})
  }
  try {
    await ip('netns', 'add', namespace)
    await ip('link', 'add', `${link}r`, 'type', 'veth', 'peer', 'name', `${link}n`)
    await ip('link', 'set', `${link}n`, 'netns', namespace)
    await ip('addr', 'add', `${gateway}/30`, 'dev', `${link}r`)
    await ip('link', 'set', `${link}r`, 'up')
    await inside('addr', 'add', `${address}/30`, 'dev', `${link}n`)
    await inside('link', 'set', `${link}n`, 'up')
    await inside('link', 'set', 'lo', 'up')
  } catch (error) {
    await remove()
    throw error
  }
  return { namespace, address, gateway, exec: ['ip', 'netns', 'exec', namespace], remove }
}
