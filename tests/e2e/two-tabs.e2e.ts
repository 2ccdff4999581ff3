import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { hasShared, sharedText } from '../shared'
import { launch, newContext, pageInOwnWindow, watchErrors } from './browser'
import { importDeckList, importRealCards, storedDeck, storedRows } from './helpers'

/**
 * Two tabs on one deck, with a backup restored in between: revisions only move forward, no tab silently
 * replaces another's work, and a version kept in History can be compared and restored on every field.
 */
describe.skipIf(!hasShared)('two tabs, a restore, and History [needs ../shared]', () => {
  const base = inject('baseUrl')
  let browser: Browser
  let context: BrowserContext
  let a: Page
  let b: Page
  /** The errors of every tab of the run (each tab's own list, filled as it logs). */
  const errors: string[][] = []
  let id = ''

  /** A tab of the context (a window of its own: both are in view, as side by side on a screen), its errors watched. */
  async function tab(): Promise<Page> {
    const p = await pageInOwnWindow(context)
    errors.push(watchErrors(p))
    return p
  }

  beforeAll(async () => {
    browser = await launch()
    context = await newContext(browser, { serviceWorkers: 'allow' })
    a = await tab()
    b = await tab()
    await importRealCards(a, base)
  })
  beforeEach(async () => {
    // Tab A again when a test closed it; tab B on no page (the editor keeps its chosen tab, Notes or
    // History, from one deck to the next: each test opens the deck afresh).
    if (a.isClosed()) a = await tab()
    await b.goto('about:blank')
    // Each test's own deck: the official ST04 list as printed (ST04-004 twice, the others four times).
    id = await importDeckList(a, base, sharedText('decks/official/deck-007.txt'))
  })
  afterAll(async () => {
    expect(errors.flat()).toEqual([])
    await browser?.close()
  })

  const line = (p: Page, number: string) => p.getByTestId('section-main').locator(`[data-testid="deck-line"][data-number="${number}"]`)
  const countOn = (p: Page, number: string, n: number) =>
    line(p, number)
      .getByTestId('line-count')
      .filter({ hasText: new RegExp(`^${n}$`) })
      .waitFor()
  const saved = (p: Page) =>
    p
      .getByTestId('save-state')
      .filter({ hasText: /^Saved$/ })
      .waitFor()
  const main = async (p: Page, number: string) => (await storedDeck(p, id))?.cards.main.find((e) => e.number === number)?.count ?? 0

  it('after a restore, a tab with the deck open follows the edits of another, and its own edit keeps both', async () => {
    await a.goto(`${base}#/data`)
    const [download] = await Promise.all([a.waitForEvent('download'), a.getByTestId('backup-download').click()])
    const backup = readFileSync(await download.path(), 'utf8')
    // Three edits after the backup: the backup's revision is now behind the stored one.
    await a.goto(`${base}#/decks/${id}`)
    for (const n of [3, 4]) {
      await line(a, 'ST04-004').getByTestId('line-plus').click()
      await countOn(a, 'ST04-004', n)
      await saved(a)
    }
    await line(a, 'ST04-003').getByTestId('line-minus').click()
    await saved(a)
    const before = (await storedDeck(a, id))!.revision

    await b.goto(`${base}#/decks/${id}`)
    await countOn(b, 'ST04-004', 4)
    await a.goto(`${base}#/data`)
    await a.getByTestId('backup-file').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(backup) })
    await a.getByTestId('restore-confirm-button').click()
    await a.getByTestId('backup-message').filter({ hasText: 'Restored' }).waitFor()
    const restored = (await storedDeck(a, id))!
    expect(restored.revision).toBeGreaterThan(before)
    expect(restored.cards.main.find((e) => e.number === 'ST04-004')?.count).toBe(2)
    // B, with no unsaved edits, shows the restored deck.
    await countOn(b, 'ST04-004', 2)

    // A edits; B sees it; B's own edit lands on top of A's, not instead of it.
    await a.goto(`${base}#/decks/${id}`)
    await line(a, 'ST04-001').getByTestId('line-minus').click()
    await saved(a)
    await countOn(b, 'ST04-001', 3)
    await line(b, 'ST04-002').getByTestId('line-minus').click()
    await saved(b)
    await a.reload()
    await a.getByTestId('deck-name').waitFor()
    expect(await main(a, 'ST04-001')).toBe(3)
    expect(await main(a, 'ST04-002')).toBe(3)
    expect(await main(a, 'ST04-004')).toBe(2)
  })

  it('notes in one tab and tags in the other at once: the losing edit is in History, comparable and restorable', async () => {
    await Promise.all([a.goto(`${base}#/decks/${id}`), b.goto(`${base}#/decks/${id}`)])
    for (const p of [a, b]) {
      await p.getByTestId('deck-name').waitFor()
      await p.getByTestId('tab-notes').click()
    }
    // Both edits are made before either tab's autosave runs.
    await a.getByLabel('Notes').fill('Keep a hand with two 2-drops.')
    await b.getByLabel('Tags (comma separated)').fill('locals, seed')
    await Promise.all([a.getByLabel('Notes').blur(), b.getByLabel('Tags (comma separated)').blur()])
    await Promise.all([saved(a), saved(b)])

    type Kept = { deckId: string; reason: string; conflict?: boolean; content: { notes: string; tags: string[] } }
    const read = async () => ({
      kept: (await storedRows<Kept>(a, 'deckHistory')).filter((h) => h.deckId === id && (h.reason === 'conflict' || h.conflict === true)),
      stored: (await storedDeck(a, id))!,
    })
    const standing = (r: Awaited<ReturnType<typeof read>>) => ({
      notes: r.stored.notes === 'Keep a hand with two 2-drops.',
      tags: r.stored.tags.join() === 'locals,seed',
    })
    // Both tabs have saved and followed each other: each edit either stands or is kept in History, never dropped.
    await expect
      .poll(async () => {
        const r = await read()
        const s = standing(r)
        return {
          notes: s.notes || r.kept.some((h) => h.content.notes === 'Keep a hand with two 2-drops.'),
          tags: s.tags || r.kept.some((h) => h.content.tags.join() === 'locals,seed'),
        }
      })
      .toEqual({ notes: true, tags: true })
    await Promise.all([saved(a), saved(b)])
    const { notes: standsNotes, tags: standsTags } = standing(await read())
    // At least one of the two edits stands.
    expect(standsNotes || standsTags).toBe(true)

    if (!(standsNotes && standsTags)) {
      const missing = standsNotes ? 'tags +locals +seed' : 'notes “Keep a hand with two 2-drops.”'
      await a.getByTestId('tab-history').click()
      const item = a.getByTestId('history-item').and(a.locator('[data-conflict="true"]')).filter({ hasText: missing }).first()
      await item.waitFor()
      expect(await item.getByTestId('history-restore').isEnabled()).toBe(true)
      await item.getByTestId('history-restore').click()
      await item.getByTestId('history-restore-confirm').click()
      await saved(a)
      await a.reload()
      await a.getByTestId('deck-name').waitFor()
      const after = (await storedDeck(a, id))!
      if (standsNotes) expect(after.tags).toEqual(['locals', 'seed'])
      else expect(after.notes).toBe('Keep a hand with two 2-drops.')
    }
  })

  it('a tab closed right after an edit, beside a live one: the live tab saves and shows that edit within seconds', async () => {
    await Promise.all([a.goto(`${base}#/decks/${id}`), b.goto(`${base}#/decks/${id}`)])
    for (const p of [a, b]) await p.getByTestId('tab-deck').click()
    const before = await main(a, 'ST04-005')
    await line(a, 'ST04-005').getByTestId('line-minus').click()
    await a.close({ runBeforeUnload: false })
    // B has no unsaved edits: it replays A's journal entry and follows the stored deck.
    await countOn(b, 'ST04-005', before - 1)
    expect(await main(b, 'ST04-005')).toBe(before - 1)
  })
})
