import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { preview } from 'vite'

/** Serve the built app (dist/app) on a free local port for the whole run. */
export default async function setup(project: TestProject) {
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
