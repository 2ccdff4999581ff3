import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launch, newContext, watchErrors } from './browser'
import { cutSelects, editorControl, importDeckList, importRealCards, legibilityProblems, phoneProblems, SCREENS } from './helpers'
import { encodeDeckCode } from '~/engine/decklist/code'
import { parseDeckList } from '~/engine/decklist/parse'

// A gallery of every screen, light and dark, at desktop and phone size, to look at by eye:
// /tmp/gundeck-screens/<screen>-<theme>-<size>.png. Each shot also asserts that nothing scrolls sideways and
// that every card name, violation sentence, deck name and button label can be read (not cut, not wrapped
// to a few letters a line), with a deck that breaks every kind of rule and a collection that holds it
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
  // Our own list breaking every kind of rule: banned (Anksha), restricted (Corsica Base), banned pairs,
  // the ban list's card group, too many copies, four colours, 40 cards, no resource deck given.
  const broken = [
    '# Every violation',
    '5 GD01-020 Anksha',
    '3 ST02-016 Corsica Base',
    '4 GD01-001 Gundam',
    '2 GD01-013 Gundam',
    '1 ST01-010 Amuro Ray',
    '1 ST05-010 Mikazuki Augus',
    '4 GD01-008 Guntank',
    '4 GD05-015 M1 Astray Shrike',
    '4 GD01-035',
    '4 ST01-005 GM',
    '4 GD01-068 Perfect Strike Gundam',
    '4 ST04-010 Kira Yamato',
  ].join('\n')
  const shareCode = encodeDeckCode(parseDeckList(text), { name: 'ST04 Earth Alliance / ZAFT' })

  beforeAll(async () => {
    mkdirSync(DIR, { recursive: true })
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  for (const size of SIZES)
    it(
      `${size.name}: no screen scrolls sideways in either theme, no drop-down cuts its text, and every name, violation and button label reads whole`,
      { timeout: 180_000 },
      async () => {
        const phone = size.name === 'phone'
        const page: Page = await (await newContext(browser, size.options)).newPage()
        const errors = watchErrors(page)
        await importRealCards(page, base)
        const deckId = await importDeckList(page, base, broken)
        // The deck's cards in the collection, as a player who bought them: every result then says "owned N".
        await (await editorControl(page, 'add-to-collection', phone ? (l) => l.tap() : undefined)).click()
        await page.getByTestId('added-to-collection').waitFor()
        // 0, or how far the page scrolls sideways and the innermost elements that reach past the edge.
        const overflow: Record<string, number | string> = {}
        const unreadable: Record<string, string[]> = {}
        const cut: Record<string, string[]> = {}
        for (const screen of SCREENS) {
          for (const theme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: theme })
            await screen.open(page, { base, deckId, shareCode, phone })
            const r = await phoneProblems(page)
            overflow[`${screen.name}-${theme}`] = r.overflow ? `${r.overflow} px: ${r.wide.join(', ')}` : 0
            if (theme === 'light') cut[screen.name] = await cutSelects(page)
            unreadable[`${screen.name}-${theme}`] = await legibilityProblems(page, phone)
            await page.screenshot({ path: `${DIR}/${screen.name}-${theme}-${size.name}.png`, fullPage: true })
          }
        }
        expect(overflow).toEqual(Object.fromEntries(Object.keys(overflow).map((k) => [k, 0])))
        expect(cut).toEqual(Object.fromEntries(Object.keys(cut).map((k) => [k, []])))
        expect(unreadable).toEqual(Object.fromEntries(Object.keys(unreadable).map((k) => [k, []])))
        expect(errors).toEqual([])
      },
    )
})
