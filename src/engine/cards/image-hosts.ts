/**
 * Which hosts card images may come from: the Content-Security-Policy's img-src is narrowed to these
 * (public/image-policy.js adds the policy before the app runs, from the list the app stored last time).
 */

/** Where gcg-api's card data points its images; allowed before the app has stored any list. */
export const DEFAULT_IMAGE_HOSTS: readonly string[] = ['https://www.gundam-gcg.com']

/** What public/image-policy.js accepts as an origin: nothing that could add a CSP keyword or wildcard. */
export const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/

/** The origin (scheme, host, port) of an http(s) image URL or template; null for anything else. */
export function imageOrigin(url: string): string | null {
  try {
    const u = new URL(url)
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null
    return ORIGIN_PATTERN.test(u.origin) ? u.origin : null
  } catch {
    return null
  }
}

/**
 * The part of an http(s) URL up to the end of its host and port (`https://a.example:8080`): the URL
 * parser skips the slashes after the scheme and ends the authority at the next `/`, `\`, `?` or `#`,
 * so this prefix has the URL's origin. Null for a URL of any other shape, or with no host.
 */
function authorityPrefix(url: string): string | null {
  const scheme = /^https?:[/\\]+/i.exec(url)
  if (!scheme) return null
  let k = scheme[0].length
  while (k < url.length && !endsAuthority(url.charCodeAt(k))) k++
  // No host: nothing for a later URL to share (`https:///x` has host `x`, not this empty one).
  if (k === scheme[0].length) return null
  return k === url.length ? url : url.slice(0, k)
}

/** `/`, `\`, `?` or `#`: where the URL parser ends a host (and port). */
function endsAuthority(c: number): boolean {
  return c === 47 || c === 92 || c === 63 || c === 35
}

/**
 * The hosts of the card data's images and of the user's template, each once, sorted. Each distinct
 * URL prefix is parsed once: a big pool's printings share a handful, and parsing each URL is slow (bench/README.md),
 * and a URL on the same host as the one before it is passed over without a copy of its prefix.
 */
export function imageHosts(imageUrls: Iterable<string | null>, template: string): string[] {
  const hosts = new Set<string>()
  const seen = new Map<string, string | null>()
  let last: string | null = null
  for (const url of imageUrls) {
    if (!url) continue
    if (last !== null && url.startsWith(last) && (url.length === last.length || endsAuthority(url.charCodeAt(last.length)))) continue
    const prefix = authorityPrefix(url)
    const key = prefix ?? url
    let o = seen.get(key)
    if (o === undefined) seen.set(key, (o = imageOrigin(key)))
    if (o) hosts.add(o)
    last = prefix
  }
  // `{printing}` and `{number}` stand in the path, never in the host: fill them to read it.
  const t = template ? imageOrigin(template.replaceAll('{printing}', 'x').replaceAll('{number}', 'x')) : null
  if (t) hosts.add(t)
  return [...hosts].sort()
}

/** Hosts wanted but not allowed by the policy this page started with (a reload applies them). */
export function hostsAwaitingReload(wanted: readonly string[], inForce: readonly string[] | null): string[] {
  if (inForce === null) return []
  return wanted.filter((h) => !inForce.includes(h))
}
