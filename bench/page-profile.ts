/**
 * Where a page's main-thread JavaScript goes on a phone's terms: each page is loaded in Debian Chromium at 412 × 823
 * px with the CPU 4× slower and Lighthouse's slow 4G (`--devtools`' throttling), under Chrome's own sampling profiler
 * (CDP, one sample every 200 µs) from navigation until 5 s after the load event. Prints, per page, the self time of
 * the costliest scripts and functions, in throttled ms (a quarter of that on this machine's CPU); "(no script)" holds
 * the browser's own work (parsing, style, layout, garbage collection). Function names are the minified ones; a line and
 * column (1-based) find the function in `.next/static/chunks/<script>`.
 *
 *   npm run build && npm run bench:profile [-- --pages /blog,/privacy-policy --top 12]
 */
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { startBenchServer, warm } from './support'

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '/blog' }, top: { type: 'string', default: '12' } },
})
const pages = values.pages.split(',')
const top = Number(values.top) || 12

/**
 * Lighthouse's mobile slow 4G as `--throttling-method=devtools` applies it: its `mobileSlow4G` (150 ms, 1,638.4 kbps
 * down and 750 kbps up, the latter two × 0.9) with the request latency × 3.75, in bytes per second.
 */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: Math.floor((1638.4 * 0.9 * 1024) / 8),
  uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
}

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Self time in ms by script and by function (name, script, line and column), idle time left out. */
function selfTimes(profile: Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const byScript = new Map<string, number>()
  const byFunction = new Map<string, number>()
  let busy = 0
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)!.callFrame
    // A sample stands for the time until the next one (the last has none).
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000
    if (frame.functionName === '(idle)') return
    busy += ms
    const script = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : '(no script)'
    byScript.set(script, (byScript.get(script) ?? 0) + ms)
    const name = `${frame.functionName || '(anonymous)'}  ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms)
  })
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top)
  return {
    busy,
    pageScripts: [...byScript.keys()].filter((script) => script.startsWith('/_next/static/')).length,
    scripts: sorted(byScript),
    functions: sorted(byFunction),
  }
}

const server = await startBenchServer()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  for (const page of pages) {
    const url = server.url + page
    if (!(await warm(url))) console.log(`${page}: sent as Next renders it (no critical CSS inlined)`)
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const tab = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await tab.goto(url, { waitUntil: 'load' })
    await tab.waitForTimeout(5_000)
    const { profile } = await cdp.send('Profiler.stop')
    await context.close()

    const { busy, pageScripts, scripts, functions } = selfTimes(profile as Profile)
    // A profile with no sample in the page's own scripts did not watch the page.
    if (pageScripts === 0) throw new Error(`${page}: the profile holds no sample of the page's scripts`)
    console.log(`\n${page}: ${Math.round(busy)} ms busy (throttled), self time by script`)
    for (const [script, ms] of scripts) console.log(`${ms.toFixed(1).padStart(9)}  ${script}`)
    console.log('  by function')
    for (const [name, ms] of functions) console.log(`${ms.toFixed(1).padStart(9)}  ${name}`)
  }
} finally {
  await browser.close()
  await server.cleanup()
}
