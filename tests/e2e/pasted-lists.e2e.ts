import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { StoredDeck } from '~/schemas/deck'
import { hasShared, sharedText } from '../shared'
import { openPage } from './browser'
import { importRealCards, realPoolAndStarter, storedRows } from './helpers'

describe.skipIf(!hasShared)('a list as players paste it, into the app [needs ../shared]', () => {
  let browser: Browser
  let page: Page
  const base = inject('baseUrl')
  // The official ST01 starter without its resource deck, as pasted lists come, with a title and an EX Resource.
  const { pool, st01, plain } = realPoolAndStarter()
  const exResource = pool.cards.find((c) => c.type === 'ex-resource')!

  beforeAll(async () => {
    ;({ browser, page } = await openPage())
    await importRealCards(page, base)
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('a title names the deck, the EX Resource is kept apart, the standard Resources are added unless unticked; all stored after a reload', async () => {
    const text = ['SEED Aggro Print and Play Deck', ...st01.main.map((e) => `${e.count} ${e.number}`), 'EX Resource:', `1 ${exResource.number}`].join('\n')
    await page.goto(`${base}#/decks`)
    await page.getByTestId('new-deck').waitFor()
    await page.getByTestId('import-deck').click()
    await page.getByTestId('import-text').fill(text)
    await page.getByTestId('import-preview').waitFor()
    expect(await page.getByTestId('import-name').inputValue()).toBe('SEED Aggro Print and Play Deck')
    expect(await page.getByTestId('import-ex-total').innerText()).toContain('EX and tokens 1')
    // The list gives no resource deck: the standard 10 are added at first, so the deck is saved whole.
    expect(await page.getByTestId('import-add-resources').isChecked()).toBe(true)
    expect(await page.getByTestId('import-verdict').innerText()).toBe('Legal')
    // Unticked, the preview warns that the standard 10 are assumed for the check (not an error); ticked again, it is whole.
    await page.getByTestId('import-add-resources').uncheck()
    await page.getByTestId('import-violations').filter({ hasText: 'Resource deck not given: the standard 10 Resources (10 x R-001) were assumed' }).waitFor()
    expect(await page.getByTestId('import-verdict').innerText()).toBe('Legal')
    await page.getByTestId('import-add-resources').check()
    await page
      .getByTestId('import-verdict')
      .filter({ hasText: /^Legal$/ })
      .waitFor()
    await page.getByTestId('import-create').click()
    await page.getByTestId('deck-name').waitFor()
    await page.reload()
    await page.getByTestId('deck-name').waitFor()
    const stored = (await storedRows<StoredDeck>(page, 'decks')).find((d) => d.name === 'SEED Aggro Print and Play Deck')!
    expect(plain(stored.cards.main)).toEqual(plain(st01.main))
    expect(plain(stored.cards.resource)).toEqual([{ number: 'R-001', printing: null, count: 10 }])
    expect(plain(stored.cards.ex)).toEqual([{ number: exResource.number, printing: null, count: 1 }])
  })

  it('the first comment line names the deck in the Name field; the name typed there is stored, after a reload', async () => {
    const text = sharedText('decks/official/deck-007.txt')
    await page.goto(`${base}#/decks`)
    await page.getByTestId('import-deck').click()
    await page.getByTestId('import-text').fill(text)
    await page.getByTestId('import-preview').waitFor()
    expect(await page.getByTestId('import-name').inputValue()).toBe('ST04 Earth Alliance / ZAFT')
    await page.getByTestId('import-name').fill('ST04 for Saturday')
    await page.getByTestId('import-create').click()
    await page.getByTestId('deck-name').waitFor()
    await page.reload()
    await page.getByTestId('deck-name').waitFor()
    expect(await page.getByTestId('deck-name').inputValue()).toBe('ST04 for Saturday')
    const id = decodeURIComponent(page.url().split('#/decks/')[1]!)
    expect((await storedRows<StoredDeck>(page, 'decks')).find((d) => d.id === id)?.name).toBe('ST04 for Saturday')
  })
})
