import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { imageHosts, imageOrigin } from './image-hosts'

/** What imageHosts answered before it parsed each prefix once: every URL through the URL parser. */
function hostsOneByOne(urls: readonly (string | null)[]): string[] {
  const hosts = new Set<string>()
  for (const url of urls) {
    const o = url ? imageOrigin(url) : null
    if (o) hosts.add(o)
  }
  return [...hosts].sort()
}

describe('image hosts of the card data', () => {
  it('reads each host once, however URLs spell it', () => {
    const urls = [
      'https://www.gundam-gcg.com/en/images/cards/card/GD01-001.webp',
      'https://www.gundam-gcg.com/en/images/cards/card/GD01-002.webp?v=2',
      'https://WWW.Gundam-GCG.com:443/x',
      'https://user:pass@cdn.example:8443/img.png',
      'http://cdn.example\\back\\slash.png',
      'https://cdn.example#frag',
      'https://cdn.example?q=1',
      'https://',
      'https:///x.example/a.png',
      'https://cdn.example@evil.example/a.png',
      'https://cdn.example:8443/b.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'not a url',
      '',
      null,
    ]
    expect(imageHosts(urls, '')).toEqual([
      'http://cdn.example',
      'https://cdn.example',
      'https://cdn.example:8443',
      'https://evil.example',
      'https://www.gundam-gcg.com',
      'https://x.example',
    ])
    expect(imageHosts(urls, '')).toEqual(hostsOneByOne(urls))
    expect(imageHosts([], 'https://img.example/{number}/{printing}.png')).toEqual(['https://img.example'])
  })

  it('answers as the URL parser does for any URL (generated)', () => {
    const part = fc.stringMatching(/^[a-zA-Z0-9.:@/\\?#%-]{0,12}$/)
    const url = fc.tuple(fc.constantFrom('https://', 'http://', 'HTTPS://', 'ftp://', 'https:', '//', ''), part, part).map(([a, b, c]) => a + b + c)
    fc.assert(
      fc.property(fc.array(fc.option(url), { maxLength: 8 }), (urls) => {
        expect(imageHosts(urls, '')).toEqual(hostsOneByOne(urls))
      }),
      { numRuns: 2000 },
    )
  })
})
