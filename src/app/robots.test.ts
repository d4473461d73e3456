import { spawnSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { robotsText } from '@/lib/cache/next-internals'

import robots from './robots'

const text = robotsText(robots())

/** The rule lines (allow/disallow, in file order) of the group for every user agent. */
function rules(robotsTxt: string): { allow: boolean; path: string }[] {
  return robotsTxt
    .split('\n')
    .map((line) => /^(allow|disallow):\s*(\S*)/i.exec(line.trim()))
    .flatMap((match) => (match && match[2] ? [{ allow: match[1]!.toLowerCase() === 'allow', path: match[2] }] : []))
}

/** RFC 9309 §2.2.2: the longest matching path wins; on a tie, allow. No match: allowed. */
function longestMatchAllows(robotsTxt: string, path: string): boolean {
  const matching = rules(robotsTxt).filter((rule) => path.startsWith(rule.path))
  if (matching.length === 0) return true
  const longest = Math.max(...matching.map((rule) => rule.path.length))
  return matching.some((rule) => rule.path.length === longest && rule.allow)
}

/** Python's own urllib.robotparser (the first matching line wins), asked about each path. */
function pythonAllows(robotsTxt: string, paths: string[]): boolean[] {
  const script = [
    'import json, sys, urllib.robotparser',
    'data = json.load(sys.stdin)',
    'parser = urllib.robotparser.RobotFileParser()',
    "parser.parse(data['text'].splitlines())",
    "print(json.dumps([parser.can_fetch('AnyBot', 'https://www.example.com' + p) for p in data['paths']]))",
  ].join('\n')
  const result = spawnSync('python3', ['-c', script], { input: JSON.stringify({ text: robotsTxt, paths }) })
  expect(result.status, result.stderr.toString()).toBe(0)
  return JSON.parse(result.stdout.toString()) as boolean[]
}

const EXPECTED: [string, boolean][] = [
  ['/', true],
  ['/blog', true],
  ['/blog/ppv-content-optimization', true],
  ['/services/marketing', true],
  ['/api/media/file/cover-768x432.webp', true],
  ['/cms', false],
  ['/cms/login', false],
  ['/admin/chat', false],
  ['/admin/login', false],
  ['/monitoring', false],
  ['/api/users', false],
  ['/preview/blog/1', false],
  ['/500', false],
]

describe('robots.txt', () => {
  it('says the same to a longest-match reader (Google, RFC 9309) and a first-match one (Python)', () => {
    const paths = EXPECTED.map(([path]) => path)
    const python = pythonAllows(text, paths)
    EXPECTED.forEach(([path, allowed], i) => {
      expect(longestMatchAllows(text, path), `longest match ${path}`).toBe(allowed)
      expect(python[i], `Python ${path}`).toBe(allowed)
    })
    expect(text).toContain('Sitemap: ')
  })

  it('the control: the old order (Allow: / first) is read differently by the two rules, and Python read it', () => {
    const old = robotsText({ ...robots(), rules: [{ userAgent: '*', allow: ['/'], disallow: ['/cms', '/admin'] }] })
    expect(longestMatchAllows(old, '/cms')).toBe(false)
    expect(pythonAllows(old, ['/cms', '/admin/chat'])).toEqual([true, true])
    expect(pythonAllows('User-agent: *\nDisallow: /\n', ['/'])).toEqual([false])
  })
})
