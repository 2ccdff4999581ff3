// The built app's initial JavaScript: the module entry and the chunks index.html preloads, gzipped.
// Everything else (pages, the simulator, charts) loads lazily. `npm run size` builds and checks the
// budget; the build prints the figure too (vite.config.ts), and `npm run bench` reports it.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

export const INITIAL_JS_BUDGET_KB = 200

export interface SizeReport {
  files: { file: string; bytes: number; gzip: number }[]
  bytes: number
  gzip: number
}

export function initialJs(dir = 'dist/app'): SizeReport | null {
  const html = join(dir, 'index.html')
  if (!existsSync(html)) return null
  const text = readFileSync(html, 'utf8')
  const urls = new Set<string>()
  for (const m of text.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]!)
  for (const m of text.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) urls.add(m[1]!)
  for (const m of text.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) urls.add(m[1]!)
  const files = [...urls].map((url) => {
    const body = readFileSync(join(dir, url.replace(/^\.?\//, '')))
    return { file: url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }
  })
  return { files, bytes: files.reduce((n, f) => n + f.bytes, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) }
}

export function describeSize(r: SizeReport): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const lines = r.files.map((f) => `  ${f.file.padEnd(40)} ${kb(f.bytes).padStart(10)}  gzip ${kb(f.gzip).padStart(9)}`)
  return [`initial JavaScript: ${kb(r.gzip)} gzipped (${kb(r.bytes)} raw; budget ${INITIAL_JS_BUDGET_KB} KB gzipped)`, ...lines].join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const r = initialJs()
  if (!r) {
    console.error('dist/app/index.html is missing: build first (npm run size does)')
    process.exit(2)
  }
  console.log(describeSize(r))
  if (r.gzip > INITIAL_JS_BUDGET_KB * 1024) {
    console.error(`over budget by ${((r.gzip - INITIAL_JS_BUDGET_KB * 1024) / 1024).toFixed(1)} KB`)
    process.exit(1)
  }
}
