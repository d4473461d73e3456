import { expect, test } from './fixtures'

test.describe('Content-Security-Policy', () => {
  test('a prerendered page stays prerendered and carries an enforced policy with no inline or eval allowance', async ({
    page,
  }) => {
    const response = (await page.goto('/'))!
    const headers = response.headers()
    expect(headers['x-nextjs-cache']).toBe('HIT')
    expect(headers['cache-control']).toContain('s-maxage=')
    const policy = headers['content-security-policy']!
    expect(policy).toMatch(/script-src 'self' 'sha256-/)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(headers['content-security-policy-report-only']).toBeUndefined()
    expect(headers['x-frame-options']).toBe('DENY')
  })

  test('the browser refuses a script the policy does not name, and the test fixture sees it', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/about')
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
    expect(cspViolations.join('\n')).toContain('script-src')
    // This refusal is the point of the test; the fixture's own check must not fail it.
    cspViolations.length = 0
  })

  test('no page can be framed by another site', async ({ page }) => {
    for (const path of ['/', '/admin/login', '/cms/login', '/blog']) {
      const response = await page.request.get(path)
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(response.headers()['x-frame-options'], path).toBe('DENY')
    }
  })
})
