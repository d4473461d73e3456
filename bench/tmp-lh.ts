import { spawnSync } from 'node:child_process'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { startBenchServer } from './support'
const s = await startBenchServer()
try {
  for (const p of process.argv.slice(2)) {
    await fetch(s.url + p)
    const out = `/tmp/lh/${p.replace(/\W+/g, '_') || 'home'}.json`
    spawnSync('npx', ['--yes', 'lighthouse@12.8.2', s.url + p, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`], { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: 'inherit' })
    console.log('wrote', out)
  }
} finally { await s.cleanup() }
