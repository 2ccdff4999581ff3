import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launch, newContext, watchErrors } from './browser'
import { cutSelects, importDeckList, importRealCards, phoneProblems, SCREENS } from './helpers'
import { encodeDeckCode } from '~/engine/decklist/code'
import { parseDeckList } from '~/engine/decklist/parse'

// A gallery of every screen, light and dark, at desktop and phone size, to look at by eye:
// /tmp/gundeck-screens/<screen>-<theme>-<size>.png. Each shot also asserts that nothing scrolls sideways
// (phone.e2e.ts checks the phone's tap targets on the same screens).
const DIR = '/tmp/gundeck-screens'
const SIZES: readonly { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
]

describe.skipIf(!hasShared)('every screen, light and dark, desktop and phone [needs ../shared]', () => {
  const base = inject('baseUrl')
  let browser: Browser
  const text = sharedText('decks/official/deck-007.txt')
  const shareCode = encodeDeckCode(parseDeckList(text), { name: 'ST04 Earth Alliance / ZAFT' })

  beforeAll(async () => {
    mkdirSync(DIR, { recursive: true })
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  for (const size of SIZES)
    it(`${size.name}: no screen scrolls sideways in either theme, and no drop-down cuts its text`, { timeout: 180_000 }, async () => {
      const page: Page = await (await newContext(browser, size.options)).newPage()
      const errors = watchErrors(page)
      await importRealCards(page, base)
      const deckId = await importDeckList(page, base, text)
      // 0, or how far the page scrolls sideways and the innermost elements that reach past the edge.
      const overflow: Record<string, number | string> = {}
      const cut: Record<string, string[]> = {}
      for (const screen of SCREENS) {
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme })
          await screen.open(page, { base, deckId, shareCode, phone: size.name === 'phone' })
          const r = await phoneProblems(page)
          overflow[`${screen.name}-${theme}`] = r.overflow ? `${r.overflow} px: ${r.wide.join(', ')}` : 0
          if (theme === 'light') cut[screen.name] = await cutSelects(page)
          await page.screenshot({ path: `${DIR}/${screen.name}-${theme}-${size.name}.png`, fullPage: true })
        }
      }
      expect(overflow).toEqual(Object.fromEntries(Object.keys(overflow).map((k) => [k, 0])))
      expect(cut).toEqual(Object.fromEntries(Object.keys(cut).map((k) => [k, []])))
      expect(errors).toEqual([])
    })
})
