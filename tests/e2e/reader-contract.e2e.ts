import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { writeDeckJson } from '~/engine/decklist/json'
import { MAX_DECK_CODE_CHARS } from '~/engine/limits'
import { forgeDeckCode } from '~/engine/testing/forged-code'
import { DECK_NAME_MAX, type StoredDeck } from '~/schemas/deck'
import { hasShared } from '../shared'
import { openPage } from './browser'
import { importRealCards, realPoolAndStarter, storedRows } from './helpers'

describe.skipIf(!hasShared)('one reader contract, as a player meets it [needs ../shared]', () => {
  let browser: Browser
  let page: Page
  let errors: string[]
  const base = inject('baseUrl')
  // The official ST01 starter: legal as printed.
  const { pool, st01, plain } = realPoolAndStarter()

  beforeAll(async () => {
    ;({ browser, page, errors } = await openPage())
    await importRealCards(page, base)
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function paste(text: string) {
    await page.goto(`${base}#/decks`)
    await page.getByTestId('new-deck').waitFor()
    // The panel may still be open from the last paste (same page, no reload): open it only if shut.
    if (!(await page.getByTestId('import-text').isVisible())) await page.getByTestId('import-deck').click()
    await page.getByTestId('import-text').fill(text)
    await page.getByTestId('import-preview').waitFor()
  }

  it('a share link whose ST01-001 line is printed as the banned GD01-020 is refused, naming both', async () => {
    const disguised = { main: plain(st01.main).map((e) => (e.number === 'ST01-001' ? { ...e, printing: 'GD01-020' } : e)), resource: plain(st01.resource) }
    await page.goto(`${base}#/d/${forgeDeckCode(disguised, 'Starter')}`)
    const refused = page.getByTestId('shared-error')
    await refused.waitFor()
    expect(await refused.innerText()).toMatch(/printing GD01-020 is not a printing of card ST01-001/)
    expect(await page.getByTestId('legal-badge').count()).toBe(0)
    expect(await page.getByTestId('save-copy').count()).toBe(0)
  })

  it('a JSON deck named with 200 characters saves, under its name cut to the limit, and is stored after a reload', async () => {
    const long = `Earth Federation and Academy ${'x'.repeat(200)}`.slice(0, 200)
    await paste(writeDeckJson(st01, pool, { name: long }))
    await page
      .getByTestId('import-preview')
      .filter({ hasText: /Not legal|Legal/ })
      .waitFor()
    expect(await page.getByTestId('import-preview').locator('.badge').innerText()).toBe('Legal')
    expect(await page.getByTestId('import-errors').innerText()).toContain(`the deck name is 200 characters; a deck name holds at most ${DECK_NAME_MAX}`)
    await page.getByTestId('import-create').click()
    await page.getByTestId('deck-name').waitFor()
    await page.reload()
    await page.getByTestId('deck-name').waitFor()
    const stored = (await storedRows<StoredDeck>(page, 'decks')).find((d) => d.name.startsWith('Earth Federation and Academy'))
    expect(stored?.name).toBe(long.slice(0, DECK_NAME_MAX))
    expect(plain(stored!.cards.main)).toEqual(plain(st01.main))
    expect(await page.getByTestId('deck-name').inputValue()).toBe(long.slice(0, DECK_NAME_MAX))
  })

  it('a JSON deck whose name is only spaces saves under a default name, and is stored after a reload', async () => {
    await paste(writeDeckJson(st01, pool, { name: '      ' }))
    await page
      .getByTestId('import-preview')
      .locator('.badge')
      .filter({ hasText: /^Legal$/ })
      .waitFor()
    await page.getByTestId('import-create').click()
    await page.getByTestId('deck-name').waitFor()
    await page.reload()
    await page.getByTestId('deck-name').waitFor()
    await page.goto(`${base}#/decks`)
    await page.getByTestId('deck-list').getByText('Imported deck', { exact: true }).waitFor()
    const stored = (await storedRows<StoredDeck>(page, 'decks')).filter((d) => d.name === 'Imported deck')
    expect(stored).toHaveLength(1)
    expect(plain(stored[0]!.cards.resource)).toEqual(plain(st01.resource))
  })

  it(`a pasted deck code over ${MAX_DECK_CODE_CHARS / 1024} KB gets a clear size message and nothing to save`, async () => {
    const entries = Array.from({ length: 1200 }, (_, i) => {
      const number = `ST${String(i % 90).padStart(2, '0')}-${String(i % 999).padStart(3, '0')}`
      return { number, printing: `${number}_p${100 + i}`, count: 1 }
    })
    const code = forgeDeckCode({ main: entries })
    expect(code.length).toBeGreaterThan(MAX_DECK_CODE_CHARS)
    await paste(code)
    expect(await page.getByTestId('import-errors').innerText()).toMatch(/the code is \d+ KB; the limit is 16 KB/)
    expect(await page.getByTestId('import-create').isDisabled()).toBe(true)
    expect(errors).toEqual([])
  })
})
