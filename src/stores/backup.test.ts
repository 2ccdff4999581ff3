import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { database } from '~/db/database'
import { createDeck, listDecks } from '~/db/decks-repository'
import { savePlaytest } from '~/db/playtest-repository'
import { newGame, newSession, sessionAct } from '~/engine/playtest'
import { gcgRules, playtestCards } from '~/engine/testing/playtest'
import { backupMessage } from '~/engine/messages/en/backup'
import type { BackupText } from '~/engine/messages/backup'
import { useBackupStore } from './backup'
import { usePlaytestStore } from './playtest'

const saved: { name: string; blob: Blob }[] = []
beforeEach(async () => {
  setActivePinia(createPinia())
  await database().delete()
  await database().open()
  saved.length = 0
  // Catch what would be downloaded instead of making object URLs.
  // Still a URL class: a module fetched on demand (the backup reader) is resolved with it.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        saved.push({ name: '', blob })
        return 'blob:test'
      }
      static override revokeObjectURL() {}
    },
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.at(-1)!.name = this.download
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const deck = { name: 'Mine', format: 'gcg', cards: { main: [], resource: [], sideboard: [] }, notes: '', tags: [] }
const file = (name: string, text: string) => new File([text], name, { type: 'application/json' })

describe('backup store', () => {
  it('downloads a backup, and restores it only after confirmation', async () => {
    await createDeck(database(), { ...deck, name: 'Kept in the backup' }, 'gcg')
    const store = useBackupStore()
    await store.download(false)
    expect(saved[0]!.name).toMatch(/^gundeck-backup-\d{4}-\d{2}-\d{2}\.json$/)
    const text = await saved[0]!.blob.text()

    await createDeck(database(), { ...deck, name: 'Made after the backup' }, 'gcg')
    expect(await store.pick(file('backup.json', text))).toBe(true)
    expect(store.pending?.summary.decks).toBe(1)
    expect(store.pending?.current.decks).toBe(2)
    expect((await listDecks(database())).decks).toHaveLength(2) // nothing changed yet
    expect(await store.confirm()).toBe(true)
    expect((await listDecks(database())).decks.map((d) => d.name)).toEqual(['Kept in the backup'])
    expect(store.message?.ok).toBe(true)
  })

  it('a damaged or foreign file changes nothing and says what is wrong', async () => {
    await createDeck(database(), deck, 'gcg')
    const store = useBackupStore()
    expect(await store.pick(file('cards.json', '[{"product_id": "x"}]'))).toBe(false)
    expect(store.message).toEqual({
      ok: false,
      code: 'not-a-backup',
      params: { file: 'cards.json', text: { code: 'not-a-backup', params: { kind: expect.any(String) } } },
    })
    expect(backupMessage((store.message as { params: { text: BackupText } }).params.text)).toMatch(/^This is not a gundeck backup/)
    expect(await store.pick(file('bad.json', '{"kind":"gundeck-backup","version":1,"decks":"none"}'))).toBe(false)
    expect(store.message).toMatchObject({ code: 'not-a-backup', params: { file: 'bad.json', text: { code: 'damaged' } } })
    expect(backupMessage((store.message as { params: { text: BackupText } }).params.text)).toMatch(/damaged: createdAt: /)
    expect(await store.pick(new File([new Uint8Array([0xff, 0xfe, 0x00])], 'binary.json'))).toBe(false)
    expect(store.message).toEqual({ ok: false, code: 'not-text', params: { file: 'binary.json' } })
    expect(store.pending).toBeNull()
    expect((await listDecks(database())).decks).toHaveLength(1)
  })

  it('a saved playtest goes into the backup and, restored, opens where it was and plays on', async () => {
    const f = playtestCards()
    // The deck the game is dealt from (a saved game of a deck edited since would wait for a new deal).
    const lines = (cards: readonly { number: string }[]) =>
      [...new Set(cards.map((c) => c.number))].map((number) => ({ number, printing: null, count: cards.filter((c) => c.number === number).length }))
    const { id } = await createDeck(
      database(),
      { ...deck, name: 'Goldfish', cards: { main: lines(f.main), resource: lines(f.resources), sideboard: [] } },
      'gcg',
    )
    const game = newGame({ main: f.main, resource: f.resources, seed: 3, first: true, rules: gcgRules() })
    if ('refused' in game) throw new Error(game.refused.message)
    const kept = sessionAct(newSession(game.state), { type: 'keep' })
    if ('refused' in kept) throw new Error(kept.refused.message)
    await savePlaytest(database(), id, kept.session)
    const store = useBackupStore()
    await store.download(false)
    expect(store.message).toEqual({ ok: true, code: 'saved', params: { decks: 1, history: 1, playtests: 1, cards: null, unreadable: 0 } })
    const text = await saved[0]!.blob.text()

    await database().playtests.clear()
    expect(await store.pick(file('backup.json', text))).toBe(true)
    expect(store.pending?.summary.playtests).toBe(1)
    expect(await store.confirm()).toBe(true)
    expect(store.message).toEqual({ ok: true, code: 'restored', params: { decks: 1, history: 1, playtests: 1, file: 'backup.json', skipped: [] } })

    const playtest = usePlaytestStore()
    await playtest.open(id)
    expect(playtest.notice).toBeNull()
    expect(playtest.state).toEqual(kept.session.playtest.present)
    expect(playtest.canUndo).toBe(true)
    expect(await playtest.act({ type: 'move', card: playtest.state!.zones.hand[0]!, to: 'trash' })).toBeNull()
    expect(playtest.state!.zones.trash).toHaveLength(1)
  })

  it('a saved playtest in the file that cannot be read is named before and after the restore, and the rest restores', async () => {
    const { id } = await createDeck(database(), { ...deck, name: 'In the file' }, 'gcg')
    const store = useBackupStore()
    await store.download(false)
    const backup = JSON.parse(await saved[0]!.blob.text()) as Record<string, unknown>
    backup.playtests = [{ version: 1, deckId: id, savedAt: 'x', start: null, actions: [], present: 'torn' }]
    expect(await store.pick(file('torn.json', JSON.stringify(backup)))).toBe(true)
    const skipped = [{ code: 'skipped.unloadable', params: { index: 0, error: expect.stringMatching(/^present\./) } }]
    expect(store.pending?.skipped).toEqual(skipped)
    expect(store.pending?.skipped.map(backupMessage)).toEqual([expect.stringMatching(/^playtests\[0\]: present\./)])
    expect(await store.confirm()).toBe(true)
    expect(store.message).toEqual({
      ok: true,
      code: 'restored',
      params: { decks: 1, history: 1, playtests: 0, file: 'torn.json', skipped },
    })
    expect((await listDecks(database())).decks.map((d) => d.name)).toEqual(['In the file'])
    expect(await database().playtests.count()).toBe(0)
  })

  it('a backup that leaves out an unreadable saved playtest offers it as a file, even when every deck reads', async () => {
    const made = await createDeck(database(), deck, 'gcg')
    await database().playtests.put({ deckId: made.id, game: 'torn' } as never)
    const store = useBackupStore()
    await store.download(false)
    expect(store.message).toMatchObject({ ok: true, code: 'saved', params: { decks: 1, unreadable: 1 } })
    expect(store.leftOut).toEqual(['playtests'])
    expect(await store.downloadUnreadable(store.leftOut, 'backup')).toBe(1)
    expect(saved.at(-1)!.name).toMatch(/^gundeck-unreadable-backup-/)
    const body = JSON.parse(await saved.at(-1)!.blob.text()) as { records: { table: string; record: unknown }[] }
    expect(body.records).toEqual([expect.objectContaining({ table: 'playtests', record: { deckId: made.id, game: 'torn' } })])
    // A clean backup offers nothing.
    await database().playtests.clear()
    await store.download(false)
    expect(store.leftOut).toEqual([])
  })

  it('downloads unreadable records as they are stored', async () => {
    await database().decks.put({ id: 'broken', name: 7 } as never)
    const n = await useBackupStore().downloadUnreadable(['decks', 'deckHistory'], 'decks')
    expect(n).toBe(1)
    const body = JSON.parse(await saved[0]!.blob.text()) as { records: { record: unknown }[] }
    expect(body.records[0]!.record).toEqual({ id: 'broken', name: 7 })
  })
})
