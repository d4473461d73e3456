/**
 * The documentation agrees with the repository: docs/DECISIONS.md indexes every record in docs/decisions/ once (and
 * only files that exist), and docs/configuration.md documents every environment variable the settings schema of
 * src/config/env.ts knows, once each, and none it does not know.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { parseEnv } from './config/env'

const ROOT = path.resolve(import.meta.dirname, '..')
const DOCS = path.join(ROOT, 'docs')
const read = (file: string) => readFileSync(file, 'utf8')

/** How many times each value occurs. */
function counts(values: string[]): Map<string, number> {
  const seen = new Map<string, number>()
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1)
  return seen
}

describe('docs/DECISIONS.md', () => {
  const index = read(path.join(DOCS, 'DECISIONS.md'))
  const records = readdirSync(path.join(DOCS, 'decisions')).filter((name) => name.endsWith('.md'))
  /** One entry per line: `- [NNNN](decisions/NNNN-title.md) Title — summary`. */
  const entries = [...index.matchAll(/^- \[(\d{4})\]\(decisions\/([^)]+)\) (.+)$/gm)].map(([, number, file, rest]) => ({
    number: number!,
    file: file!,
    rest: rest!,
  }))

  it('lists every record in docs/decisions/ exactly once, in number order', () => {
    expect(records.length).toBeGreaterThan(50)
    const listed = counts(entries.map((entry) => entry.file))
    for (const record of records) expect(listed.get(record), `${record} in the index`).toBe(1)
    expect(entries.map((entry) => entry.file)).toEqual([...records].sort())
  })

  it('links only files that exist, each entry under its own number, with a title and a summary', () => {
    for (const entry of entries) {
      expect(existsSync(path.join(DOCS, 'decisions', entry.file)), entry.file).toBe(true)
      expect(entry.file.startsWith(`${entry.number}-`), entry.file).toBe(true)
      expect(entry.rest, entry.file).toMatch(/^\S.* — \S/)
    }
    for (const [, target] of index.matchAll(/\]\((decisions\/[^)#]+)\)/g)) {
      expect(existsSync(path.join(DOCS, target!)), target).toBe(true)
    }
  })

  it('each record has a title, a status and its sections; a superseded one names an existing record', () => {
    for (const record of records) {
      const text = read(path.join(DOCS, 'decisions', record))
      expect(text, record).toMatch(/^# \S/)
      const status = /^Status: (accepted|superseded by \[(\d{4})\]\((\d{4}-[^)]+\.md)\))$/m.exec(text)
      expect(status, `${record}: Status line`).not.toBeNull()
      if (status?.[3]) {
        expect(existsSync(path.join(DOCS, 'decisions', status[3])), `${record} → ${status[3]}`).toBe(true)
        expect(index, `${record} marked superseded in the index`).toMatch(
          new RegExp(`\\(decisions/${record}\\) .* — superseded by`),
        )
      }
      for (const section of ['Context', 'Decision', 'Consequences']) {
        expect(text, `${record}: ## ${section}`).toMatch(new RegExp(`^## ${section}$`, 'm'))
      }
    }
  })
})

/**
 * The keys of the object `envSchema` is built from (`z.object({ … })` in src/config/env.ts), read from the file's
 * syntax tree: the schema itself is not exported.
 */
function schemaKeys(): string[] {
  const file = path.join(ROOT, 'src/config/env.ts')
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true)
  let keys: string[] | undefined
  const objectCall = (node: ts.Node): void => {
    if (keys) return
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'object' &&
      node.expression.expression.getText(source) === 'z' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      keys = node.arguments[0].properties.map((property) => {
        if (!property.name)
          throw new Error(`env.ts: a property of envSchema without a name: ${property.getText(source)}`)
        return property.name.getText(source)
      })
      return
    }
    ts.forEachChild(node, objectCall)
  }
  const declaration = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'envSchema' && node.initializer)
      objectCall(node.initializer)
    else ts.forEachChild(node, declaration)
  }
  declaration(source)
  if (!keys) throw new Error('env.ts: no `const envSchema = z.object({ … })` found')
  return keys
}

describe('docs/configuration.md', () => {
  const keys = schemaKeys()
  const doc = read(path.join(DOCS, 'configuration.md'))
  /** The variable names each table row's first cell holds. */
  const rows = doc
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1]!.trim())
    .map((cell) => ({ cell, names: [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!) }))
    .filter((row) => row.names.length > 0)

  it('the keys read from env.ts are the schema the server parses with', () => {
    expect(keys.length).toBeGreaterThan(50)
    expect(new Set(keys).size).toBe(keys.length)
    // Every setting with a default comes back from a parse of nothing, so each must be among the keys read.
    const parsed = Object.keys(parseEnv({}))
    expect(parsed).toContain('PORT')
    for (const name of parsed) expect(keys, name).toContain(name)
  })

  it('gives each variable a row of its own: one name in backticks, nothing else in the first cell', () => {
    for (const row of rows) expect(row.cell, row.cell).toBe(`\`${row.names[0]}\``)
  })

  it('documents every variable of the schema exactly once, and none the schema does not know', () => {
    const documented = counts(rows.map((row) => row.names[0]!))
    for (const name of keys) expect(documented.get(name) ?? 0, `${name} rows`).toBe(1)
    for (const name of documented.keys())
      expect(keys, `${name} is documented but not in src/config/env.ts`).toContain(name)
  })
})
