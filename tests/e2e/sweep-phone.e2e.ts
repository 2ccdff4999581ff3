import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, inject, it } from 'vitest'
import { hasShared } from '../shared'
import { launch } from './browser'
import { sweep } from './sweep'

// The sweep of every screen at 390 × 844 by touch (see sweep.ts); sweep-desktop.e2e.ts runs it at 1280 × 800 beside it.
describe.skipIf(!hasShared)('every screen at 390 × 844 with touch, light and dark [needs ../shared]', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it(
    'passes axe (WCAG 2.1 AA), never scrolls sideways, every control is at least 44 × 44 and every field 16 px, cuts no drop-down and every name, violation and button label reads whole',
    { timeout: 240_000 },
    () => sweep(browser, inject('baseUrl'), 'phone'),
  )
})
