import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launch, newContext, watchErrors } from './browser'
import { shot } from './helpers'

/** A saved playtest gundeck cannot read (a newer version's, or damaged), written past the app. */
const putBrokenPlaytest = (page: Page, deckId: string) =>
  page.evaluate(
    (deckId) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('gundeck')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction('playtests', 'readwrite')
          tx.objectStore('playtests').put({ deckId, game: 'from a newer gundeck' })
          tx.oncomplete = () => (db.close(), resolve())
          tx.onerror = () => reject(tx.error)
        }
      }),
    deckId,
  )

/**
 * Every record a backup leaves out can be downloaded from where the backup says so, not only an
 * unreadable deck from the deck list: here a saved playtest alone, with every deck readable.
 */
describe('unreadable records left out of a backup', () => {
  const base = inject('baseUrl')
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  for (const [label, options] of [
    ['with a mouse at desktop size', {}],
    ['by touch at 390 × 844', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ] as const) {
    it(`a saved playtest that cannot be read is offered as a file beside the backup, ${label}`, async () => {
      const context = await newContext(browser, options)
      const page = await context.newPage()
      const errors = watchErrors(page)
      const press = (testId: string) => (label.startsWith('by touch') ? page.getByTestId(testId).tap() : page.getByTestId(testId).click())
      await page.goto(`${base}#/decks`)
      await press('new-deck')
      await press('new-deck-create')
      await page.getByTestId('deck-name').waitFor()
      const deckId = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!)
      await putBrokenPlaytest(page, deckId)

      await page.goto(`${base}#/data`)
      const [backup] = await Promise.all([page.waitForEvent('download'), press('backup-download')])
      const kept = JSON.parse(readFileSync(await backup.path(), 'utf8')) as { decks: unknown[]; playtests?: unknown[] }
      expect(kept.decks).toHaveLength(1)
      expect(kept.playtests ?? []).toEqual([])
      await page.getByTestId('backup-message').filter({ hasText: '1 unreadable record is not in it' }).waitFor()

      const [file] = await Promise.all([page.waitForEvent('download'), press('download-unreadable')])
      expect(file.suggestedFilename()).toMatch(/^gundeck-unreadable-backup-\d{4}-\d{2}-\d{2}\.json$/)
      const body = JSON.parse(readFileSync(await file.path(), 'utf8')) as { kind: string; records: { table: string; record: unknown }[] }
      expect(body.kind).toBe('gundeck-unreadable-records')
      expect(body.records).toEqual([expect.objectContaining({ table: 'playtests', record: { deckId, game: 'from a newer gundeck' } })])
      await page.getByRole('status').filter({ hasText: 'Saved 1 record.' }).waitFor()
      await shot(page.getByTestId('backup'), `gundeck-unreadable-${label.startsWith('by touch') ? 'phone' : 'desktop'}`)
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
