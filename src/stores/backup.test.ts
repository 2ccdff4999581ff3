import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { database } from '~/db/database'
import { createDeck, listDecks } from '~/db/decks-repository'
import { useBackupStore } from './backup'

const saved: { name: string; blob: Blob }[] = []
beforeEach(async () => {
  setActivePinia(createPinia())
  await database().delete()
  await database().open()
  saved.length = 0
  // jsdom has no object URLs: catch what would be downloaded.
  vi.stubGlobal(
    'URL',
    Object.assign(Object.create(URL), { createObjectURL: (blob: Blob) => (saved.push({ name: '', blob }), 'blob:test'), revokeObjectURL: () => {} }),
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
    expect(store.message?.text).toMatch(/^cards\.json: This is not a gundeck backup.* Nothing was changed\.$/)
    expect(await store.pick(file('bad.json', '{"kind":"gundeck-backup","version":1,"decks":"none"}'))).toBe(false)
    expect(store.message?.text).toMatch(/damaged: createdAt: /)
    expect(await store.pick(new File([new Uint8Array([0xff, 0xfe, 0x00])], 'binary.json'))).toBe(false)
    expect(store.message?.text).toMatch(/binary\.json is not UTF-8 text\. Nothing was changed\./)
    expect(store.pending).toBeNull()
    expect((await listDecks(database())).decks).toHaveLength(1)
  })

  it('downloads unreadable records as they are stored', async () => {
    await database().decks.put({ id: 'broken', name: 7 } as never)
    const n = await useBackupStore().downloadUnreadable(['decks', 'deckHistory'], 'decks')
    expect(n).toBe(1)
    const body = JSON.parse(await saved[0]!.blob.text()) as { records: { record: unknown }[] }
    expect(body.records[0]!.record).toEqual({ id: 'broken', name: 7 })
  })
})
