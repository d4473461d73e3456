/**
 * Compiles server.ts and the TypeScript it loads (payload.config.ts, collections/, src/) into
 * dist/server/ for the production start (`npm start`). Packages stay external. Compared with
 * `node --import tsx server.ts`, a start no longer transpiles the config first (see docs/decisions/0003-tests-and-tooling.md)
 * and runs no module-hooks thread.
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'

import { build } from 'esbuild'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT_DIR = path.join(ROOT, 'dist/server')

/** Packages without an `exports` map (next) need the file extension on subpaths under Node's ESM resolver. */
const nextSubpaths = {
  name: 'next-subpaths',
  setup(builder) {
    builder.onResolve({ filter: /^next\/[^.]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }))
  },
}

/** `import.meta.url` keeps naming the source file (payload.config.ts resolves paths from it). */
const sourceLocation = {
  name: 'source-location',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      if (!source.includes('import.meta.')) return undefined
      if (/import\.meta\.(dirname|filename)/.test(source)) {
        return {
          errors: [{ text: 'use import.meta.url in code the server loads (dirname and filename are not rewritten)' }],
        }
      }
      const fromOutput = path.relative(OUT_DIR, args.path).split(path.sep).join('/')
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      }
    })
  },
}

const started = Date.now()
await rm(OUT_DIR, { recursive: true, force: true })
await build({
  absWorkingDir: ROOT,
  entryPoints: ['server.ts'],
  outdir: OUT_DIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Keeps each dynamic import() of server.ts its own chunk, so .env is loaded before the config runs.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [nextSubpaths, sourceLocation],
})
console.log(`Compiled server.ts into ${path.relative(ROOT, OUT_DIR)}/ in ${Date.now() - started} ms`)
