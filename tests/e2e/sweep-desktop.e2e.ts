import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, inject, it } from 'vitest'
import { hasShared } from '../shared'
import { launch } from './browser'
import { sweep } from './sweep'

// The sweep of every screen at 1280 × 800 (see sweep.ts); sweep-phone.e2e.ts runs it at 390 × 844 beside it.
describe.skipIf(!hasShared)('every screen at 1280 × 800, light and dark [needs ../shared]', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('passes axe (WCAG 2.1 AA), never scrolls sideways, cuts no drop-down and every name, violation and button label reads whole', { timeout: 240_000 }, () =>
    sweep(browser, inject('baseUrl'), 'desktop'),
  )
})
