import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { launch, newContext, watchErrors } from './browser'

/**
 * A browser whose pages ask for Japanese (`ja-JP`), for the tests of one describe block: launched before
 * them, closed after, and no page it opened may have logged an error. Call it inside the describe.
 */
export function japaneseBrowser(): { open: (options?: Parameters<typeof newContext>[1]) => Promise<Page> } {
  let browser: Awaited<ReturnType<typeof launch>> | undefined
  const errors: string[][] = []
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    for (const e of errors) expect(e).toEqual([])
    await browser?.close()
  })
  return {
    /** A page in a context of its own (a device), in Japanese, with `options` (a viewport, touch). */
    async open(options = {}) {
      const context = await newContext(browser!, { locale: 'ja-JP', ...options })
      const page = await context.newPage()
      errors.push(watchErrors(page))
      return page
    },
  }
}
