/**
 * Which hosts card images may come from: the Content-Security-Policy's img-src is narrowed to these
 * (public/image-policy.js adds the policy before the app runs, from the list the app stored last time).
 */

/** Where gcg-api's card data points its images; allowed before the app has stored any list. */
export const DEFAULT_IMAGE_HOSTS: readonly string[] = ['https://www.gundam-gcg.com']

/** The localStorage key public/image-policy.js reads (a JSON array of origins). */
export const IMAGE_HOSTS_KEY = 'gundeck:image-hosts'

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
 * so this prefix has the URL's origin. Any other shape is returned whole (parsed as it is).
 */
function authorityPrefix(url: string): string {
  const scheme = /^https?:[/\\]+/i.exec(url)
  if (!scheme) return url
  for (let k = scheme[0].length; k < url.length; k++) {
    const c = url.charCodeAt(k)
    if (c === 47 || c === 92 || c === 63 || c === 35) return url.slice(0, k)
  }
  return url
}

/**
 * The hosts of the card data's images and of the user's template, each once, sorted. Each distinct
 * URL prefix is parsed once: 100,000 printings share a handful (parsing each URL took a quarter second).
 */
export function imageHosts(imageUrls: Iterable<string | null>, template: string): string[] {
  const hosts = new Set<string>()
  const seen = new Map<string, string | null>()
  for (const url of imageUrls) {
    if (!url) continue
    const prefix = authorityPrefix(url)
    let o = seen.get(prefix)
    if (o === undefined) seen.set(prefix, (o = imageOrigin(prefix)))
    if (o) hosts.add(o)
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
