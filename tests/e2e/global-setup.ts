import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { preview } from 'vite'
import { CHROMIUM } from './browser'

/**
 * Debian's Chromium drives the journeys. When it is missing and we run as root on Debian (a fresh CI
 * machine), install it; otherwise stop with the exact command to run.
 */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  const debianDefault = process.env.CHROMIUM_PATH === undefined
  const root = process.getuid?.() === 0
  if (debianDefault && root && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package (apt-get install -y chromium)`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
    if (existsSync(CHROMIUM)) return
  }
  const command = debianDefault
    ? `${root ? '' : 'sudo '}apt-get install -y chromium`
    : `install Chromium at ${CHROMIUM} (CHROMIUM_PATH), or unset CHROMIUM_PATH to use Debian's`
  throw new Error(`Chromium not found at ${CHROMIUM}. The browser tests need it: ${command}`)
}

/** Serve the built app (dist/app) on a free local port for the whole run. */
export default async function setup(project: TestProject) {
  ensureChromium()
  if (!existsSync('dist/app/index.html')) throw new Error('dist/app is missing: run "npm run build" first (npm run test:e2e does).')
  const server = await preview({ preview: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('the preview server did not report its address')
  project.provide('baseUrl', url)
  return async () => {
    await server.close()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
