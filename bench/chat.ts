/**
 * Live-chat benchmark against the real server (production build, PostgreSQL):
 *   - bare Socket.IO acknowledged round trip (the `ping` event: no database) as the reference;
 *   - open loop: N visitors (in several worker processes) each send 1 message/s; one staff socket
 *     measures visitor → staff delivery latency (p50/p99) from the send time carried in each message;
 *   - closed loop: every visitor sends as fast as acknowledgements come back: persisted messages/s.
 * A 5 s open-loop warm-up runs first and is not counted: the server's first messages run cold code
 * (JIT, prepared statements per pooled connection), which would otherwise decide the p99.
 * The bare round trip is measured idle and again during each phase (same load), both from this
 * process (where the staff socket is) and from each visitor process (where messages are sent), so
 * each end of a delivery has its own reference; the ratio uses the smaller of the two. Two client processes
 * by default: on a 2-core machine more of them mostly measure their own scheduling delays.
 * Also times a one-row committed INSERT (the durable write each message waits for) and prints where the
 * CPU went (app, PostgreSQL, Redis, the benchmark clients). Prints the figures and the server's memory.
 * Targets: 500 visitors at 1 msg/s → p99 ≤ 50 ms and ≤ 2× the bare figure; closed loop ≥ 1,000
 * persisted messages/s.
 *
 * With `--processes 2` the same scenario runs twice in one invocation: first against one process,
 * then against two processes sharing PostgreSQL and Redis (REDIS_URL, default 127.0.0.1:6379), the
 * visitors spread over both and staff on the first. Target there: two processes give ≥ 1.5× the
 * single-process persisted throughput with p99 ≤ 50 ms at 1,000 visitors sending 1 message/s.
 *
 *   npm run build && npx tsx bench/chat.ts [--visitors 500] [--seconds 20] [--workers 2] [--processes 2]
 */
import { fork } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import type { ChatMessageView } from '../src/lib/chat/types'
import { chatSocket, connected, staffCookie } from '../tests/support/chat-clients'
import { canConnect, createTestDatabase, TEST_POSTGRES_URL } from '../tests/support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../tests/support/server-process'

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const VISITORS = arg('visitors', 500)
const SECONDS = arg('seconds', 20)
const WORKERS = arg('workers', 2)
const PROCESSES = arg('processes', 1)
/** Not measured: the server's first messages run cold code (JIT, per-connection prepared statements). */
const WARM_UP_SECONDS = 5
const PHASE_LABELS = {
  'warm-up': `warm-up, not counted (1 msg/s each, ${WARM_UP_SECONDS} s)`,
  open: 'open loop (1 msg/s each)',
  closed: 'closed loop (send on ack)',
}
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const ADMIN_PASSWORD = 'bench-admin-password'

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const ms = (value: number) => `${value.toFixed(1)} ms`
/** CPU seconds (user + system) a process has used so far. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
/** CPU seconds used so far by every process whose command name is `name` (postgres, redis-server). */
const cpuSecondsOf = (name: string) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .reduce((sum, pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name ? sum + cpuSeconds(Number(pid)) : sum
      } catch {
        return sum // the process ended meanwhile
      }
    }, 0)
/** Busy CPU seconds of the whole machine so far (everything but idle and I/O wait). */
const machineBusySeconds = () => {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number)
  const [user, nice, system, , , irq, softirq, steal] = ticks
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100
}
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS'))
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024
}

if (!(await canConnect(TEST_POSTGRES_URL))) throw new Error(`no PostgreSQL at ${TEST_POSTGRES_URL}`)

type Figures = { openRate: number; openP50: number; openP99: number; closedRate: number; closedP99: number }

async function scenario(processes: number): Promise<Figures> {
  const db = await createTestDatabase(`bench_chat_${processes}`)
  const env = productionEnv(db.uri, {
    ADMIN_PASSWORD,
    CHAT_CONVERSATIONS_PER_IP: '1000000',
    CHAT_MESSAGES_PER_MINUTE: '1000000',
    CHAT_SOCKETS_PER_CLIENT: '1000000',
    ...(processes > 1 ? { REDIS_URL, REDIS_PREFIX: `bench-${db.name}` } : {}),
  })
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const servers: ServerProcess[] = []
  for (let i = 0; i < processes; i++) servers.push(await spawnServer(env, { nodeArgs }))
  const pids = servers.map((server) => server.child.pid!)
  const rss = () => pids.reduce((sum, pid) => sum + rssMb(pid), 0)
  const workers: ReturnType<typeof fork>[] = []
  const figures: Partial<Figures> = {}

  try {
    console.log(
      `\n== ${processes} app process${processes > 1 ? 'es over Redis' : ''} (pids ${pids.join(', ')}): ${VISITORS} visitors in ${WORKERS} client processes, ${SECONDS} s per phase`,
    )
    console.log(`server RSS at start: ${rss().toFixed(0)} MB`)

    // Reference: a bare acknowledged round trip on the same server and machine.
    const probe = chatSocket(servers[0]!.url, 'visitor')
    await connected(probe)
    const bare: number[] = []
    for (let i = 0; i < 2_000; i++) {
      const started = performance.now()
      await probe.timeout(5_000).emitWithAck('ping')
      bare.push(performance.now() - started)
    }
    probe.close()
    console.log(`bare Socket.IO ack round trip: p50 ${ms(percentile(bare, 50))}, p99 ${ms(percentile(bare, 99))}`)

    const staff = chatSocket(servers[0]!.url, 'staff', await staffCookie(servers[0]!.url, 'admin', ADMIN_PASSWORD))
    await connected(staff)
    let latencies: number[] = []
    staff.on('staff:message', (message: ChatMessageView) => {
      const sentAt = Number(message.message.match(/^t=([\d.]+)$/)?.[1])
      if (sentAt) latencies.push(performance.timeOrigin + performance.now() - sentAt)
    })

    // Client processes are spread over the app processes (round robin).
    const perWorker = Math.ceil(VISITORS / WORKERS)
    await Promise.all(
      Array.from({ length: WORKERS }, (_, index) => {
        const child = fork(path.join(import.meta.dirname, 'chat-visitors.ts'), [], {
          execArgv: ['--import', 'tsx'],
          env: {
            ...process.env,
            BENCH_URL: servers[index % servers.length]!.url,
            BENCH_VISITORS: String(Math.min(perWorker, VISITORS - index * perWorker)),
            BENCH_WORKER: String(index),
          },
        })
        workers.push(child)
        return new Promise<void>((resolve, reject) =>
          child.on('message', (m: { type: string; error?: string }) =>
            m.type === 'ready' ? resolve() : m.type === 'error' ? reject(new Error(m.error)) : undefined,
          ),
        )
      }),
    )
    console.log(`${VISITORS} visitors connected, each with a conversation; server RSS ${rss().toFixed(0)} MB`)

    // The same bare round trip measured again during each phase: what Socket.IO alone gives under this load.
    const loadedProbe = chatSocket(servers[0]!.url, 'visitor')
    await connected(loadedProbe)
    // And what PostgreSQL alone gives: a one-row committed insert, the durable write every message waits for.
    const commitProbe = new pg.Client({ connectionString: db.uri })
    await commitProbe.connect()
    await commitProbe.query(
      'CREATE TABLE bench_commit_probe (id serial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())',
    )
    const clientPids = [process.pid, ...workers.map((child) => child.pid!)]
    const cpuNow = () => ({
      app: pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      postgres: cpuSecondsOf('postgres'),
      redis: cpuSecondsOf('redis-server'),
      clients: clientPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
      machine: machineBusySeconds(),
    })

    const phase = async (mode: 'open' | 'closed' | 'warm-up') => {
      latencies = []
      const loadedBare: number[] = []
      let probing = true
      const probeLoop = (async () => {
        while (probing) {
          const started = performance.now()
          await loadedProbe.timeout(5_000).emitWithAck('ping')
          loadedBare.push(performance.now() - started)
          await new Promise((r) => setTimeout(r, 10))
        }
      })()
      const commits: number[] = []
      const commitLoop = (async () => {
        while (probing) {
          const started = performance.now()
          await commitProbe.query('INSERT INTO bench_commit_probe DEFAULT VALUES')
          commits.push(performance.now() - started)
          await new Promise((r) => setTimeout(r, 10))
        }
      })()
      const cpuBefore = cpuNow()
      const started = performance.now()
      let peak = 0
      const sampler = setInterval(() => (peak = Math.max(peak, rss())), 500)
      const results = await Promise.all(
        workers.map(
          (child) =>
            new Promise<{ acked: number; failed: number; bare: number[] }>((resolve) => {
              child.once('message', (m: { type: string; acked: number; failed: number; bare: number[] }) => resolve(m))
              child.send(
                mode === 'warm-up'
                  ? { type: 'run', mode: 'open', seconds: WARM_UP_SECONDS }
                  : { type: 'run', mode, seconds: SECONDS },
              )
            }),
        ),
      )
      probing = false
      await Promise.all([probeLoop, commitLoop])
      const seconds = (performance.now() - started) / 1_000
      const cpuAfter = cpuNow()
      const cores = (key: keyof typeof cpuBefore) => ((cpuAfter[key] - cpuBefore[key]) / seconds).toFixed(2)
      clearInterval(sampler)
      await new Promise((r) => setTimeout(r, 500))
      const acked = results.reduce((sum, r) => sum + r.acked, 0)
      const failed = results.reduce((sum, r) => sum + r.failed, 0)
      const rate = acked / seconds
      console.log(
        `${PHASE_LABELS[mode]}: ${acked} persisted, ${failed} failed, ` +
          `${rate.toFixed(0)} msg/s; visitor → staff p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))} ` +
          `(${latencies.length} delivered); server RSS peak ${peak.toFixed(0)} MB`,
      )
      console.log(
        `  CPU, in cores of ${availableParallelism()}: machine ${cores('machine')} busy; app processes ${cores('app')}, PostgreSQL ${cores('postgres')}, ` +
          `Redis ${cores('redis')}, benchmark clients ${cores('clients')}`,
      )
      console.log(
        `  PostgreSQL one-row committed insert during this phase: p50 ${ms(percentile(commits, 50))}, p99 ${ms(percentile(commits, 99))}`,
      )
      const visitorsBare = results.flatMap((r) => r.bare)
      console.log(
        `  bare ack round trip during this phase, from the staff socket's process: p50 ${ms(percentile(loadedBare, 50))}, p99 ${ms(percentile(loadedBare, 99))}`,
      )
      console.log(
        `  bare ack round trip during this phase, from the visitors' processes: p50 ${ms(percentile(visitorsBare, 50))}, p99 ${ms(percentile(visitorsBare, 99))}`,
      )
      if (mode === 'open') {
        const ratio = percentile(latencies, 99) / Math.min(percentile(visitorsBare, 99), percentile(loadedBare, 99))
        console.log(
          `  delivery p99 is ${ratio.toFixed(2)}× the smaller bare p99 of this phase (target ≤ 2×, and ≤ 50 ms)`,
        )
      }
      return { rate, p50: percentile(latencies, 50), p99: percentile(latencies, 99) }
    }

    await phase('warm-up')
    const open = await phase('open')
    const closed = await phase('closed')
    loadedProbe.close()
    await commitProbe.end()
    Object.assign(figures, {
      openRate: open.rate,
      openP50: open.p50,
      openP99: open.p99,
      closedRate: closed.rate,
      closedP99: closed.p99,
    })
    staff.close()
  } finally {
    for (const child of workers) child.send({ type: 'stop' })
    await Promise.all(servers.map((server) => server.stop('SIGTERM')))
    // e.g. BENCH_SERVER_LOG=/tmp/chat-server with BENCH_SERVER_NODE_ARGS=--trace-gc
    if (process.env.BENCH_SERVER_LOG)
      servers.forEach((server, i) =>
        writeFileSync(`${process.env.BENCH_SERVER_LOG}-${processes}-${i}.log`, server.output()),
      )
    await db.drop()
  }
  return figures as Figures
}

const single = await scenario(1)
if (PROCESSES > 1) {
  const several = await scenario(PROCESSES)
  console.log(`\n== ${PROCESSES} processes vs 1, same run`)
  console.log(
    `closed-loop persisted throughput: ${several.closedRate.toFixed(0)} vs ${single.closedRate.toFixed(0)} msg/s (${(several.closedRate / single.closedRate).toFixed(2)}×)`,
  )
  console.log(
    `open-loop delivery p50/p99: ${ms(several.openP50)} / ${ms(several.openP99)} vs ${ms(single.openP50)} / ${ms(single.openP99)}`,
  )
}
