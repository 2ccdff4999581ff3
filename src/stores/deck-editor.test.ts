import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { isConflictVersion } from '~/db/history-rule'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testDataset } from '~/db/testing'
import { database } from '~/db/database'
import { readJournals } from '~/db/deck-journal'
import { replaceCards } from '~/db/cards-repository'
import { deckHistory, getDeck, saveDeck } from '~/db/decks-repository'
import { sameContent } from '~/engine/deck/content'
import { addCopies } from '~/engine/deck/edit'
import { legalFixture } from '~/engine/testing/builders'
import { useCardsStore } from './cards'
import { useDeckEditorStore } from './deck-editor'
import { useDecksStore } from './decks'

const until = async (ok: () => boolean, ms = 2000) => {
  const t0 = Date.now()
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

beforeEach(async () => {
  setActivePinia(createPinia())
  await database().delete()
  await database().open()
})
afterEach(async () => {
  await useDeckEditorStore().close()
})

describe('deck editor store', () => {
  it('autosaves within about a second of an edit, and undo/redo walk the edits', async () => {
    const deck = await useDecksStore().create({ name: 'Test' })
    const editor = useDeckEditorStore()
    expect(await editor.open(deck.id)).toBe(true)
    const g = { number: 'GD01-001', printing: null }
    editor.apply({ ...editor.content!, cards: addCopies(editor.content!.cards, 'main', g, 1) })
    editor.apply({ ...editor.content!, cards: addCopies(editor.content!.cards, 'main', g, 1) })
    expect(editor.saveState).toBe('unsaved')
    await until(() => editor.saveState === 'saved', 1500)
    expect((await getDeck(database(), deck.id))!.cards.main).toEqual([{ number: 'GD01-001', printing: null, count: 2 }])
    editor.undo()
    expect(editor.content!.cards.main[0]!.count).toBe(1)
    editor.undo()
    expect(editor.content!.cards.main).toEqual([])
    expect(editor.canUndo).toBe(false)
    editor.redo()
    expect(editor.content!.cards.main[0]!.count).toBe(1)
    await editor.flush()
    expect((await getDeck(database(), deck.id))!.cards.main[0]!.count).toBe(1)
  })

  it("starts a due autosave only when the page is idle, so it never takes a tap's frame", async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work))
    vi.stubGlobal('cancelIdleCallback', (n: number) => idle.splice(n - 1, 1, () => {}))
    try {
      const deck = await useDecksStore().create({ name: 'Test' })
      const editor = useDeckEditorStore()
      await editor.open(deck.id)
      editor.apply({ ...editor.content!, cards: addCopies(editor.content!.cards, 'main', { number: 'GD01-001', printing: null }, 1) })
      // The pause is over: the save waits for an idle moment instead of starting in the task that ends it.
      await until(() => idle.length > 0 || editor.saveState !== 'unsaved', 1500)
      expect(editor.saveState).toBe('unsaved')
      expect((await getDeck(database(), deck.id))!.revision).toBe(deck.revision)
      idle.shift()!()
      await until(() => editor.saveState === 'saved')
      expect((await getDeck(database(), deck.id))!.cards.main).toEqual([{ number: 'GD01-001', printing: null, count: 1 }])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('follows a save from another tab when it has no unsaved edits', async () => {
    const deck = await useDecksStore().create({ name: 'Test' })
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    await saveDeck(database(), deck.id, { ...editor.content!, name: 'Renamed elsewhere' }, 0)
    await until(() => editor.content?.name === 'Renamed elsewhere')
    expect(editor.notice).toEqual({ code: 'updated' })
  })

  it("keeps the other tab's version in history when both edited", async () => {
    const deck = await useDecksStore().create({ name: 'Test' })
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    editor.apply({ ...editor.content!, name: 'Mine' })
    await saveDeck(database(), deck.id, { ...editor.content!, name: 'Theirs' }, 0)
    await editor.flush()
    expect((await getDeck(database(), deck.id))!.name).toBe('Mine')
    expect((await deckHistory(database(), deck.id)).some((s) => isConflictVersion(s) && s.content.name === 'Theirs')).toBe(true)
    expect(editor.notice).toEqual({ code: 'conflict' })
  })

  it('keeps its unsaved edits in History when the deck changes under it, and shows the newer version', async () => {
    const deck = await useDecksStore().create({ name: 'Test' })
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    editor.apply({ ...editor.content!, notes: 'my unsaved notes' })
    // Another tab (or a restore) writes a newer revision before this tab's autosave runs.
    await saveDeck(database(), deck.id, { ...editor.content!, notes: '', tags: ['theirs'] }, 0)
    await until(() => editor.content?.tags[0] === 'theirs')
    expect(editor.dirty).toBe(false)
    expect(editor.notice).toEqual({ code: 'kept-in-history' })
    const history = await deckHistory(database(), deck.id)
    expect(history.some((s) => s.reason === 'conflict' && s.content.notes === 'my unsaved notes')).toBe(true)
    expect((await getDeck(database(), deck.id))!.tags).toEqual(['theirs'])
    expect(readJournals().entries).toEqual([])
  })

  it('journals every edit synchronously and clears the journal once saved', async () => {
    const deck = await useDecksStore().create({ name: 'Test' })
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    editor.apply({ ...editor.content!, notes: 'one' })
    expect(readJournals().entries.map((e) => [e.deckId, e.baseRevision, e.content.notes])).toEqual([[deck.id, 0, 'one']])
    expect(editor.durable).toBe(true)
    await editor.flush()
    expect(readJournals().entries).toEqual([])
  })

  it('validates the working copy with the engine against the stored card pool (5-1, 5-1-2)', async () => {
    vi.useRealTimers()
    const f = legalFixture()
    await replaceCards(
      database(),
      f.cards,
      testDataset({ label: 'fixture.csv', version: null, importedAt: '2026-11-23T00:00:00.000Z', cards: f.cards.length, printings: f.cards.length }),
    )
    const cards = useCardsStore()
    await cards.load()
    expect(cards.status).toBe('ready')
    const stored = (entries: readonly { number: string; count: number }[]) => entries.map((e) => ({ number: e.number, printing: null, count: e.count }))
    const deck = await useDecksStore().create({
      name: 'Test',
      format: 'gcg',
      cards: { main: stored(f.deck.main), resource: stored(f.deck.resource ?? []), sideboard: [] },
    })
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    // 50 main cards in two colors, 10 Resources: legal under 5-1.
    expect(editor.validation).toMatchObject({ legal: true, violations: [] })
    await vi.waitFor(() => expect(editor.shownValidation).toBe(editor.validation), { timeout: 3000 })

    // A fifth copy of one card number: not legal, named by the copy limit (5-1-2) and the 51-card main deck.
    const fifth = { number: f.mains[0]!.number, printing: null }
    editor.apply({ ...editor.content!, cards: addCopies(editor.content!.cards, 'main', fifth, 1) })
    expect(editor.validation!.legal).toBe(false)
    expect(editor.validation!.violations.map((v) => v.rule).sort()).toEqual(['copy-limit', 'main-deck-size'])
    expect(editor.validation!.violations.find((v) => v.rule === 'copy-limit')!.cards).toContain(f.mains[0]!.number)
    // The page shows the new verdict once the frame with the edit is painted, not in that frame.
    expect(editor.shownValidation?.legal).toBe(true)
    await vi.waitFor(() => expect(editor.shownValidation?.legal).toBe(false), { timeout: 3000 })
    expect(editor.shownValidation).toBe(editor.validation)
  })

  it("opened before the card data is loaded, shows the deck's own cards and its verdict at once, then the whole pool", async () => {
    const f = legalFixture()
    await replaceCards(
      database(),
      f.cards,
      testDataset({ label: 'fixture.csv', version: null, importedAt: '2026-11-23T00:00:00.000Z', cards: f.cards.length, printings: f.cards.length }),
    )
    const stored = (entries: readonly { number: string; count: number }[]) => entries.map((e) => ({ number: e.number, printing: null, count: e.count }))
    const deck = await useDecksStore().create({
      name: 'Test',
      format: 'gcg',
      cards: { main: stored(f.deck.main), resource: stored(f.deck.resource ?? []), sideboard: [] },
    })
    const cards = useCardsStore()
    expect(cards.pool).toBeNull()
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    // Only the deck's cards are read: the spare cards it does not hold are not there yet.
    const numbers = [...f.deck.main, ...(f.deck.resource ?? [])].map((e) => e.number)
    expect(numbers.every((n) => editor.cardPool?.get(n))).toBe(true)
    expect(editor.cardPool!.size).toBe(new Set(numbers).size)
    expect(editor.validation).toMatchObject({ legal: true, violations: [] })
    await cards.load()
    expect(editor.cardPool).toBe(cards.pool)
    expect(editor.validation).toMatchObject({ legal: true, violations: [] })
  })

  it("undo after another tab's save takes back only this tab's step: the other tab's card stays removed", async () => {
    const a = { number: 'GD01-001', printing: null }
    const b = { number: 'GD01-002', printing: null }
    const deck = await useDecksStore().create({
      name: 'Test',
      cards: {
        main: [
          { ...a, count: 4 },
          { ...b, count: 4 },
        ],
        resource: [],
        sideboard: [],
      },
    })
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    // Tab A (this editor) removes a copy of a: saved.
    editor.apply({ ...editor.content!, cards: addCopies(editor.content!.cards, 'main', a, -1) })
    await editor.flush()
    // Tab B removes a copy of b on top of that revision: saved; this tab follows it.
    const theirs = { ...editor.content!, cards: addCopies(editor.content!.cards, 'main', b, -1) }
    await saveDeck(database(), deck.id, theirs, editor.baseRevision, { page: 'tab-b', edit: 1 })
    await until(() => editor.content?.cards.main.find((e) => e.number === b.number)?.count === 3)
    editor.undo()
    const counts = () => Object.fromEntries(editor.content!.cards.main.map((e) => [e.number, e.count]))
    expect(counts()).toEqual({ [a.number]: 4, [b.number]: 3 })
    await editor.flush()
    expect(Object.fromEntries((await getDeck(database(), deck.id))!.cards.main.map((e) => [e.number, e.count]))).toEqual({ [a.number]: 4, [b.number]: 3 })
    // Tab B's version is in History as the revision it saved.
    expect((await deckHistory(database(), deck.id)).some((s) => s.page === 'tab-b' && sameContent(s.content, theirs))).toBe(true)
    editor.redo()
    expect(counts()).toEqual({ [a.number]: 3, [b.number]: 3 })
  })

  it('restores a History version as an edit: the replaced version stays in History, and undo brings it back', async () => {
    const deck = await useDecksStore().create({ name: 'Original' })
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    const created = (await deckHistory(database(), deck.id)).find((s) => s.reason === 'created')!
    editor.apply({ ...editor.content!, name: 'Renamed', notes: 'unsaved when restoring' })
    await editor.restore(created)
    expect((await getDeck(database(), deck.id))!.name).toBe('Original')
    const history = await deckHistory(database(), deck.id)
    expect(history.map((s) => [s.reason, s.content.name])).toEqual([
      ['restored', 'Original'],
      ['edited', 'Renamed'],
      ['created', 'Original'],
    ])
    expect(editor.canUndo).toBe(true)
    editor.undo()
    await editor.flush()
    expect((await getDeck(database(), deck.id))!).toMatchObject({ name: 'Renamed', notes: 'unsaved when restoring' })
  })

  it('opens through the one deck loader: a missing or deleted deck gets its one message', async () => {
    const editor = useDeckEditorStore()
    expect(await editor.open('no-such-deck')).toBe(false)
    expect(editor.loadError).toEqual({ code: 'missing' })
    const deck = await useDecksStore().create({ name: 'Gone' })
    await useDecksStore().remove(deck.id)
    expect(await editor.open(deck.id)).toBe(false)
    expect(editor.loadError).toEqual({ code: 'deleted' })
  })

  it('edits by what the player does: copies added where the card goes, counts, moves, printings, basic Resources, a pasted list, tags (each one undo step)', async () => {
    const f = legalFixture()
    await replaceCards(
      database(),
      f.cards,
      testDataset({ label: 'fixture.csv', version: null, importedAt: '2026-11-23T00:00:00.000Z', cards: f.cards.length, printings: f.cards.length }),
    )
    await useCardsStore().load()
    const deck = await useDecksStore().create({ name: 'Verbs', format: 'gcg' })
    const editor = useDeckEditorStore()
    await editor.open(deck.id)
    const unit = f.mains[0]!
    const cards = () => editor.content!.cards

    // A playset of a Unit goes to the main deck; a Resource goes to the resource deck (5-1-2).
    editor.addCopies(unit, unit.number, 4)
    editor.addCopies(f.resource, f.resource.number, 1)
    expect(cards().main).toEqual([{ number: unit.number, printing: null, count: 4 }])
    expect(cards().resource).toEqual([{ number: f.resource.number, printing: null, count: 1 }])
    // A negative count takes copies out of the section that holds them.
    editor.addCopies(f.resource, f.resource.number, -1)
    expect(cards().resource).toEqual([])

    const line = cards().main[0]!
    editor.setCount('main', line, 2)
    editor.moveCopies('main', cards().main[0]!, 'sideboard')
    expect(cards().main).toEqual([])
    expect(cards().sideboard).toEqual([{ number: unit.number, printing: null, count: 2 }])
    editor.setPrinting('sideboard', cards().sideboard[0]!, `${unit.number}_p1`)
    expect(cards().sideboard[0]!.printing).toBe(`${unit.number}_p1`)

    // The basic Resource fills the format's resource deck when asked, never by itself.
    expect(editor.basicResourceCard?.number).toBe(f.resource.number)
    editor.addBasicResources()
    expect(cards().resource).toEqual([{ number: f.resource.number, printing: null, count: 10 }])

    // A pasted block: every card it names in one step; lines it cannot read are named.
    const added = editor.addList(`3 ${f.mains[1]!.number}\nnot a card line at all ###\n`)
    expect(added.added).toBe(3)
    expect(added.problems.map((d) => d.line)).toEqual([2])
    expect(cards().main).toEqual([{ number: f.mains[1]!.number, printing: null, count: 3 }])

    // Tags as typed: trimmed, each once, within the schema's limits.
    editor.setTags(' locals , seed,locals,, ' + 'x'.repeat(60))
    expect(editor.content!.tags).toEqual(['locals', 'seed', 'x'.repeat(40)])
    editor.setField('name', '   ')
    expect(editor.content!.name).toBe('Verbs')

    // Each verb was one step: undo walks them back to the empty deck.
    let steps = 0
    while (editor.canUndo) {
      editor.undo()
      steps++
    }
    expect(steps).toBe(9)
    expect(cards()).toEqual({ main: [], resource: [], sideboard: [] })
  })
})
