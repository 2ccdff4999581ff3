import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { hasShared } from '../shared'
import { newContext, openPage, watchErrors } from './browser'
import { importRealCards } from './helpers'

// One readable gcg-api record and ten broken ones, each broken in its own field.
const good = { product_id: 'GD01-001', card_number: 'GD01-001', name: 'Gundam', card_type: 'UNIT', color: 'Blue', level: 4, cost: 3, ap: 3, hp: 3 }
const FAULTS = [{ level: 'high' }, { card_type: 'WIZARD' }, { hp: 'x' }, { name: '' }, { ap: 'y' }]
const broken = (i: number) => ({ ...good, product_id: `GD09-${100 + i}`, card_number: `GD09-${100 + i}`, ...FAULTS[i % FAULTS.length] })
const MOSTLY_BROKEN = JSON.stringify([good, ...Array.from({ length: 10 }, (_, i) => broken(i))])
const ALL_BROKEN = JSON.stringify(Array.from({ length: 6 }, (_, i) => broken(i)))
const asFile = (text: string) => ({ name: 'cards.json', mimeType: 'application/json', buffer: Buffer.from(text) })

/** What IndexedDB holds: the stored cards and the kept previous copy, read past the app. */
const stored = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ cards: number; previous: number }>((resolve, reject) => {
        const open = indexedDB.open('gundeck')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction(['cards', 'previousCards'], 'readonly')
          const cards = tx.objectStore('cards').count()
          const previous = tx.objectStore('previousCards').count()
          tx.oncomplete = () => {
            db.close()
            resolve({ cards: cards.result, previous: previous.result })
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
  )

describe.skipIf(!hasShared)('card data safety: a broken file never silently replaces the cards [needs ../shared]', () => {
  let browser: Browser
  /** The page of the file's browser context, its real cards imported once for every test. */
  let shared: Page
  /** The page the running test works on: the shared one, or one of its own. */
  let page: Page
  let errors: string[]
  /** The errors of the pages tests opened for themselves. */
  const ownErrors: string[][] = []
  const base = inject('baseUrl')

  /** Reload, then read the count the Cards page shows. */
  async function cardsAfterReload(): Promise<string> {
    await page.goto(`${base}#/cards`)
    await page.reload()
    const count = page.getByTestId('result-count')
    await count.waitFor()
    return (await count.textContent())!.split(' · ')[0]!
  }

  async function importOnCardDataPage(text: string) {
    await page.goto(`${base}#/data`)
    await page.getByTestId('dataset-info').waitFor()
    await page.getByTestId('card-file-input').setInputFiles(asFile(text))
  }

  /** A browser context of its own holding only the real cards, imported once: no previous copy kept yet. */
  async function freshCardData(): Promise<Page> {
    const p = await (await newContext(browser)).newPage()
    ownErrors.push(watchErrors(p))
    await importRealCards(p, base)
    expect(await stored(p)).toEqual({ cards: 1075, previous: 0 })
    return p
  }

  /**
   * The card data as "Replace anyway" then "Restore the previous card data" leave it: the 1,075 real cards
   * current, the one-card file kept as the previous copy.
   */
  async function oneCardKeptAsPrevious() {
    await importOnCardDataPage(MOSTLY_BROKEN)
    await page.getByRole('button', { name: 'Replace anyway' }).click()
    await page.getByTestId('import-report').filter({ hasText: 'Imported 1 cards (1 printings), 10 skipped.' }).waitFor()
    await page.goto(`${base}#/data`)
    await page.getByRole('button', { name: 'Restore the previous card data' }).click()
    await page.getByTestId('import-report').filter({ hasText: 'Restored the previous card data: 1,075 cards' }).waitFor()
    expect(await stored(page)).toEqual({ cards: 1075, previous: 1 })
  }

  beforeAll(async () => {
    ;({ browser, page: shared, errors } = await openPage())
    await importRealCards(shared, base)
  })
  beforeEach(() => {
    page = shared
  })
  afterEach(async () => {
    if (page !== shared) await page.context().close()
    // Whatever order the tests ran in, none of them logged a page error.
    expect([...errors, ...ownErrors.flat()]).toEqual([])
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('a mostly broken file asks first; "Keep my cards" keeps all 1,075 after a reload', async () => {
    // No previous copy may exist yet: a fresh browser context, with the real cards imported once.
    page = await freshCardData()
    await importOnCardDataPage(MOSTLY_BROKEN)
    const question = page.getByTestId('replace-question')
    await question.waitFor()
    expect(await question.getByRole('heading').textContent()).toBe('This file would replace 1,075 cards with 1 (10 records could not be read).')
    const problems = await page.getByTestId('replace-problems').locator('li').allTextContents()
    expect(problems).toEqual([
      'record 2, field “level”: cards.json: not a whole number from 0 to 99: "high"',
      expect.stringMatching(/^record 3, field “card_type”: cards\.json: unknown card type "WIZARD"/),
      'record 4, field “hp”: cards.json: not a whole number from 0 to 99: "x"',
    ])
    expect(await question.textContent()).toContain('… and 7 more.')
    await page.getByRole('button', { name: 'Keep my cards' }).click()
    await page.getByTestId('import-report').filter({ hasText: 'Nothing was changed: your 1,075 cards are kept.' }).waitFor()
    expect(await cardsAfterReload()).toBe('1075 cards')
    expect(await stored(page)).toEqual({ cards: 1075, previous: 0 })
  })

  it('"Replace anyway" stores 1 card; "Restore the previous card data" brings the 1,075 back', async () => {
    await importOnCardDataPage(MOSTLY_BROKEN)
    await page.getByRole('button', { name: 'Replace anyway' }).click()
    await page.getByTestId('import-report').filter({ hasText: 'Imported 1 cards (1 printings), 10 skipped.' }).waitFor()
    expect(await cardsAfterReload()).toBe('1 cards')
    expect(await stored(page)).toEqual({ cards: 1, previous: 1075 })

    await page.goto(`${base}#/data`)
    await page.getByTestId('previous-cards').filter({ hasText: '1,075 cards from cards.json' }).waitFor()
    await page.getByRole('button', { name: 'Restore the previous card data' }).click()
    await page.getByTestId('import-report').filter({ hasText: 'Restored the previous card data: 1,075 cards' }).waitFor()
    expect(await cardsAfterReload()).toBe('1075 cards')
    // The restore is itself restorable: the one-card data is now the previous copy.
    expect(await stored(page)).toEqual({ cards: 1075, previous: 1 })
  })

  it('a file that is not UTF-8 (read in the import worker) is refused by name, and changes nothing', async () => {
    await oneCardKeptAsPrevious()
    await page.goto(`${base}#/data`)
    await page.getByTestId('dataset-info').waitFor()
    // "Gundam Exia" with a Latin-1 é in the name: not UTF-8.
    const latin1 = Buffer.from(JSON.stringify([{ ...good, name: 'Gundam Exi\u00e9' }]), 'latin1')
    await page.getByTestId('card-file-input').setInputFiles({ name: 'latin1.json', mimeType: 'application/json', buffer: latin1 })
    await page.getByTestId('import-report').filter({ hasText: 'latin1.json is not UTF-8 text. Nothing was changed.' }).waitFor()
    expect(await cardsAfterReload()).toBe('1075 cards')
    expect(await stored(page)).toEqual({ cards: 1075, previous: 1 })
  })

  it('a file with no readable card names its first problems with record and field, and changes nothing', async () => {
    await oneCardKeptAsPrevious()
    await importOnCardDataPage(ALL_BROKEN)
    const report = page.getByTestId('import-report').filter({ hasText: 'No cards could be read' })
    await report.waitFor()
    const message = await report.locator('.report__message').textContent()
    expect(message).toMatch(
      /^No cards could be read, so nothing was changed\. The first 3 problems: record 1, field “level”: .*; record 2, field “card_type”: .*; record 3, field “hp”: .*\. And 3 more problems\.$/,
    )
    expect(await page.getByTestId('replace-question').count()).toBe(0)
    expect(await cardsAfterReload()).toBe('1075 cards')
    expect(await stored(page)).toEqual({ cards: 1075, previous: 1 })
    expect(errors).toEqual([])
  })
})
