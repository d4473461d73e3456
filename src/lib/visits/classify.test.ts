import { describe, expect, it } from 'vitest'

import { documentPageView, hasStaffCookie, isBot, isPrefetch, publicPagePath } from './classify'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36'
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

describe('isBot', () => {
  it('lets the common browsers through', () => {
    for (const ua of [CHROME, SAFARI_IPHONE, FIREFOX, SAMSUNG]) expect(isBot(ua), ua).toBe(false)
  })

  it('recognises crawlers, link previews, monitors, headless browsers and HTTP libraries', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'SiteMonitor/1.0 (+/monitoring)',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Go-http-client/1.1',
      'node',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    ]) {
      expect(isBot(ua), ua).toBe(true)
    }
  })

  it('gives the same verdict for a User-Agent seen before, also once more strings were seen than it remembers', () => {
    const browser =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15'
    const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    for (let round = 0; round < 3; round++) {
      expect(isBot(browser)).toBe(false)
      expect(isBot(crawler)).toBe(true)
    }
    for (let i = 0; i < 5_000; i++) isBot(`${i % 2 ? browser : crawler} ${i}`)
    expect(isBot(browser)).toBe(false)
    expect(isBot(crawler)).toBe(true)
    expect(isBot(`${browser} 4999`)).toBe(false)
    expect(isBot(`${crawler} 4998`)).toBe(true)
  })

  it('treats a missing, empty or absurdly long User-Agent as no browser', () => {
    expect(isBot(undefined)).toBe(true)
    expect(isBot('')).toBe(true)
    expect(isBot(`Mozilla/5.0 ${'x'.repeat(2_000)}`)).toBe(true)
  })
})

describe('publicPagePath', () => {
  it('answers a target asked again, and again after many others, the same', () => {
    const targets = ['/', '/api/health', '/about?x=1', '/robots.txt', '/Blog/Post']
    const first = targets.map((target) => publicPagePath(target))
    for (let i = 0; i < 2_500; i++) publicPagePath(`/page-${i}`)
    expect(targets.map((target) => publicPagePath(target))).toEqual(first)
    expect(first).toEqual(['/', undefined, '/about', undefined, '/Blog/Post'])
  })

  it('keeps the path of a public page, without its query', () => {
    expect(publicPagePath('/')).toBe('/')
    expect(publicPagePath('/blog/some-article?utm_source=x#top')).toBe('/blog/some-article')
    expect(publicPagePath('/services/marketing')).toBe('/services/marketing')
    expect(publicPagePath('/administrator-guide')).toBe('/administrator-guide')
  })

  it('leaves out APIs, the CMS, staff pages, previews, assets and files', () => {
    for (const target of [
      '/api/health',
      '/api',
      '/cms',
      '/cms/collections/users',
      '/admin/chat',
      '/admin',
      '/monitoring',
      '/preview/pages/x',
      '/_next/static/a.js',
      '/socket.io/?EIO=4',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
      '/media/photo.webp',
      '/API/health',
    ]) {
      expect(publicPagePath(target), target).toBeUndefined()
    }
  })

  it('refuses malformed or hostile targets', () => {
    for (const target of [
      undefined,
      '',
      'http://evil.example/',
      '//evil.example/',
      '*',
      `/${'a'.repeat(400)}`,
      '/a\u0000b',
      '/caf\u00e9',
      '/a b',
    ]) {
      expect(publicPagePath(target), String(target)).toBeUndefined()
    }
  })
})

describe('isPrefetch', () => {
  it('recognises browser and Next router prefetches', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true)
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true)
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true)
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true)
    expect(isPrefetch({ 'sec-purpose': 'Prefetch' })).toBe(true)
    expect(isPrefetch({ purpose: ['none', 'prefetch'] })).toBe(true)
    expect(isPrefetch({ 'sec-purpose': 'prerender' })).toBe(false)
    expect(isPrefetch({ 'next-router-prefetch': '1' })).toBe(true)
    expect(isPrefetch({ 'next-router-segment-prefetch': '/_tree' })).toBe(true)
    expect(isPrefetch({ accept: HTML })).toBe(false)
  })
})

describe('hasStaffCookie', () => {
  it("finds Payload's auth cookie among others, not a look-alike", () => {
    expect(hasStaffCookie('payload-token=abc.def.ghi')).toBe(true)
    expect(hasStaffCookie('a=1; payload-token=abc')).toBe(true)
    expect(hasStaffCookie('my-payload-token=abc')).toBe(false)
    expect(hasStaffCookie('payload-token=')).toBe(false)
    expect(hasStaffCookie(undefined)).toBe(false)
  })
})

describe('documentPageView', () => {
  const browser = { accept: HTML, 'user-agent': CHROME }

  it('counts a browser asking for a public page', () => {
    expect(documentPageView('GET', '/about?utm_source=x', browser)).toBe('/about')
  })

  it('does not count other methods, non-HTML requests, router requests, prefetches, bots or staff', () => {
    expect(documentPageView('HEAD', '/about', browser)).toBeUndefined()
    expect(documentPageView('POST', '/about', browser)).toBeUndefined()
    expect(documentPageView('GET', '/about', { 'user-agent': CHROME, accept: '*/*' })).toBeUndefined()
    expect(documentPageView('GET', '/about', { ...browser, rsc: '1' })).toBeUndefined()
    expect(documentPageView('GET', '/about?_rsc=abc', browser)).toBeUndefined()
    expect(documentPageView('GET', '/about', { ...browser, 'sec-purpose': 'prefetch' })).toBeUndefined()
    expect(documentPageView('GET', '/about', { ...browser, 'user-agent': 'Googlebot/2.1' })).toBeUndefined()
    expect(documentPageView('GET', '/about', { ...browser, cookie: 'payload-token=abc' })).toBeUndefined()
    expect(documentPageView('GET', '/api/health', browser)).toBeUndefined()
  })
})
