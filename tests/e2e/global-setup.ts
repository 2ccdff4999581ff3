import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { preview } from 'vite'
import { CHROMIUM } from './browser'

/**
 * Debian's Chromium drives the journeys, with a Japanese font beside it (fonts-ipafont-gothic): the Japanese
 * pages are laid out, and checked for cut lines, with real glyphs as on a player's device, not empty boxes.
 * When Chromium is missing and we run as root on Debian (a fresh CI machine), install both; otherwise stop
 * with the exact command to run.
 */
const FONTS = 'fonts-ipafont-gothic'

async function ensureChromium() {
  await installedBeside()
  if (existsSync(CHROMIUM)) return
  const debianDefault = process.env.CHROMIUM_PATH === undefined
  const root = process.getuid?.() === 0
  if (debianDefault && root && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package (apt-get install -y chromium ${FONTS})`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', FONTS], { stdio: 'inherit', env })
    if (existsSync(CHROMIUM)) return
  }
  const command = debianDefault
    ? `${root ? '' : 'sudo '}apt-get install -y chromium ${FONTS}`
    : `install Chromium at ${CHROMIUM} (CHROMIUM_PATH), or unset CHROMIUM_PATH to use Debian's`
  throw new Error(`Chromium not found at ${CHROMIUM}. The browser tests need it: ${command}`)
}

/**
 * CI installs Chromium while npm ci and the unit tests run (.ci/run): wait for that install to end (its
 * process gone), then say how it went if the browser is still missing.
 */
async function installedBeside() {
  const pid = Number(process.env.GUNDECK_CHROMIUM_INSTALLING)
  if (!Number.isInteger(pid) || pid <= 0) return
  // Gone, or a zombie (ended, not yet reaped by the shell that started it).
  const running = () => {
    try {
      return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
    } catch {
      return false
    }
  }
  if (running()) console.log(`Waiting for Chromium's install (process ${pid}) to end`)
  while (running()) await new Promise((resolve) => setTimeout(resolve, 200))
  const log = process.env.GUNDECK_CHROMIUM_INSTALL_LOG
  if (!existsSync(CHROMIUM) && log && existsSync(log)) console.log(`Chromium's install did not end with a browser:\n${readFileSync(log, 'utf8')}`)
}

/** Serve the built app (dist/app) on a free local port for the whole run. */
export default async function setup(project: TestProject) {
  await ensureChromium()
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
