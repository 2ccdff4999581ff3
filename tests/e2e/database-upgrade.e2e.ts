// Database version 5 keeps a card's printings inside its row. A player whose cards the version before
// stored (printings in a table of their own) opens this build: every card and printing comes through,
// a printing row the upgrade cannot place is reported and kept, and the stored shape is the new one.
import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { printingRank } from '~/engine/cards/fields'
import { importCardFiles } from '~/io/cards/detect'
import { hasShared } from '../shared'
import { openPage } from './browser'
import { REAL_CARDS, storedPrintings, storedRows } from './helpers'

interface OldRows {
  cards: unknown[]
  printings: unknown[]
  dataset: unknown
}

/**
 * Write the database as version 4 left it, with raw IndexedDB on a page of the app's origin that does
 * not run the app (Dexie's version N is IndexedDB version 10 N; tables and indexes as database.ts
 * declares them up to version 4).
 */
function writeVersion4(page: Page, rows: OldRows) {
  return page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('gundeck', 40)
        open.onerror = () => reject(open.error)
        open.onupgradeneeded = () => {
          const db = open.result
          const store = (name: string, keyPath: string, indexes: string[] = [], autoIncrement = false) => {
            const s = db.createObjectStore(name, { keyPath, autoIncrement })
            for (const i of indexes) s.createIndex(i.replace('*', ''), i.replace('*', ''), { multiEntry: i.startsWith('*') })
          }
          store('cards', 'number', ['name', 'type', 'color', 'set', 'game'])
          store('printings', 'id', ['number', 'set'])
          store('datasets', 'id')
          store('settings', 'key')
          store('decks', 'id', ['name', 'format', 'updatedAt', '*tags'])
          store('deckHistory', 'id', ['deckId', 'at'], true)
          store('previousCards', 'number')
          store('previousPrintings', 'id')
          store('previousDatasets', 'id')
          store('playtests', 'deckId')
        }
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction(['cards', 'printings', 'datasets'], 'readwrite')
          for (const c of rows.cards) tx.objectStore('cards').add(c)
          for (const p of rows.printings) tx.objectStore('printings').add(p)
          tx.objectStore('datasets').add(rows.dataset)
          tx.oncomplete = () => (db.close(), resolve())
          tx.onerror = () => reject(tx.error)
        }
      }),
    rows,
  )
}

describe.skipIf(!hasShared)('a database stored by the version before (printings in a table of their own) [needs ../shared]', () => {
  const base = inject('baseUrl')
  let browser: Browser | undefined
  afterAll(async () => {
    await browser?.close()
  })

  it(
    'opens with all 1,075 cards and 1,816 printings, stores them inside their cards, and reports the one stray printing row',
    { timeout: 90_000 },
    async () => {
      const { cards } = importCardFiles([{ name: 'cards.json', text: readFileSync(REAL_CARDS, 'utf8') }])
      // Rows as version 4 wrote them: the card without its printings, each printing with its number and rank.
      const old: OldRows = {
        cards: cards.map(({ printings: _, ...rest }) => rest),
        printings: cards.flatMap((c) => c.printings.map((p) => ({ ...p, number: c.number, rank: printingRank(p.id) }))),
        dataset: {
          id: 'current',
          source: 'gcg-api',
          label: 'cards.json',
          version: null,
          builtAt: null,
          importedAt: '2026-11-20T00:00:00.000Z',
          url: null,
          attribution: null,
          cards: cards.length,
          printings: 1816,
        },
      }
      const stray = { id: 'ZZ99-001', rarity: 'C', set: 'ZZ99', imageUrl: null, number: 'ZZ99-001', rank: 0 }
      old.printings.push(stray)
      expect(old.cards).toHaveLength(1075)

      const opened = await openPage()
      browser = opened.browser
      const { page, errors } = opened
      await page.goto(`${base}favicon.svg`)
      await writeVersion4(page, old)

      await page.goto(`${base}#/cards`)
      await page.getByTestId('result-count').filter({ hasText: '1075 cards · 1816 printings' }).waitFor({ timeout: 30_000 })
      // What is stored now: every printing inside its card, in print order; only the stray row left apart.
      const stored = await storedRows<{ number: string; printings: { id: string }[] }>(page, 'cards')
      expect(stored).toHaveLength(1075)
      expect((await storedPrintings(page)).length).toBe(1816)
      const gundam = stored.find((c) => c.number === 'GD01-001')
      expect(gundam?.printings.map((p) => p.id)).toEqual(cards.find((c) => c.number === 'GD01-001')!.printings.map((p) => p.id))
      expect(await storedRows(page, 'printings')).toEqual([stray])

      await page.goto(`${base}#/data`)
      await page.getByText('1 stored record(s) could not be read').waitFor()
      // The stray row downloads as it was stored.
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-unreadable').click()])
      const body = JSON.parse(readFileSync(await file.path(), 'utf8')) as { records: { table: string; key: string; record: unknown }[] }
      expect(body.records).toEqual([expect.objectContaining({ table: 'printings', key: 'ZZ99-001', record: stray })])

      // And again after a reload: the upgrade ran once, the cards are read in the new shape.
      await page.reload()
      await page.getByText('1 stored record(s) could not be read').waitFor()
      await page.goto(`${base}#/cards`)
      await page.getByTestId('result-count').filter({ hasText: '1075 cards · 1816 printings' }).waitFor({ timeout: 30_000 })
      expect((await storedPrintings(page)).length).toBe(1816)
      // (The browser asks for /favicon.ico on the plain file page the old rows were written from.)
      expect(errors.filter((e) => !e.includes('/favicon.ico'))).toEqual([])
    },
  )
})
