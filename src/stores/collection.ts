import { defineStore } from 'pinia'
import { computed, effectScope, ref, shallowRef, watch } from 'vue'
import {
  changeCollection,
  collectionHistory,
  lastUndoable,
  loadCollection,
  rowsChangedSince,
  newestChange,
  type CollectionMark,
  undoLast,
  updateRow,
  type LoadedCollection,
  type RowPatch,
} from '~/db/collection-repository'
import { database } from '~/db/database'
import { useLiveQuery } from '~/composables/useLiveQuery'
import { normalizeNumber } from '~/engine/cards/pool'
import { deckChanges } from '~/engine/collection/io'
import { applyChanges, indexCollection, ownedOfNumber, ownedOfPrinting, type CollectionImport } from '~/engine/collection/model'
import type { CollectionChangeText } from '~/engine/messages/collection'
import type { CollectionHistoryEntry, CollectionRow } from '~/schemas/collection'
import type { DeckEntry, SectionsOf } from '~/schemas/deck'
import { useStorageStore, type WriteProblem } from './storage'

export type CollectionSaveState = 'saved' | 'saving' | 'error'

interface Recent {
  /** The newest History entries, newest first. */
  history: CollectionHistoryEntry[]
  /** What Undo would take back. */
  undoable: CollectionHistoryEntry | null
}

const HISTORY_SHOWN = 10

/**
 * The player's collection: the stored rows (live across tabs), and the actions a player takes on it.
 * Every action is written at once, with its History entry, before the page calls it saved; the numbers
 * shown move at the press and "Saved" follows the write.
 */
export const useCollectionStore = defineStore('collection', () => {
  const rows = shallowRef<readonly CollectionRow[]>([])
  const unreadable = shallowRef<LoadedCollection['unreadable']>([])
  const recent = shallowRef<Recent>({ history: [], undoable: null })
  /** The stored rows have been read once. */
  const loaded = ref(false)
  /** Writes under way; while any is, the rows shown are this page's own, ahead of storage. */
  const writing = ref(0)
  const error = ref<WriteProblem | null>(null)

  const index = computed(() => indexCollection(rows.value))
  const saveState = computed<CollectionSaveState>(() => (error.value ? 'error' : writing.value > 0 ? 'saving' : 'saved'))
  const isEmpty = computed(() => loaded.value && rows.value.length === 0)
  /** The player keeps a collection: decks and results say what it holds (not to someone who never started one). */
  const inUse = computed(() => rows.value.length > 0)
  const canUndo = computed(() => recent.value.undoable !== null && writing.value === 0)

  /** Copies owned of a card number, every printing together (the rules count this way, 2-1-1). */
  const ownedOf = (number: string) => ownedOfNumber(index.value, number)
  /** Copies owned of this printing alone. */
  const ownedOfThis = (printing: string) => ownedOfPrinting(index.value, printing)
  /** The stored row of a printing, if any (for its trade count and note). */
  const rowOf = (printing: string) => rowsByPrinting.value.get(normalizeNumber(printing))
  const rowsByPrinting = computed(() => new Map(rows.value.map((r) => [r.printing, r])))

  let started = false
  /** The newest History entry whose rows this page holds. */
  let mark: CollectionMark | null = null
  /** Printings this page has changed on screen and not yet stored: what storage says of them waits. */
  const pending = new Map<string, number>()
  let following: Promise<void> = Promise.resolve()

  /** These rows as storage has them now; a printing this page is still writing keeps what it shows. */
  function merge(changed: ReadonlyMap<string, CollectionRow | null>) {
    const byKey = new Map(rows.value.map((r) => [r.printing, r]))
    for (const [k, row] of changed) {
      if (pending.has(k)) continue
      if (row) byKey.set(k, row)
      else byKey.delete(k)
    }
    rows.value = [...byKey.values()]
  }

  /** Catch up with storage: only the rows the newer History entries name, or (unknown ground) every row. */
  async function catchUp(newest: CollectionMark | null) {
    if (loaded.value && newest && mark && newest.id === mark.id && newest.at === mark.at) return
    const changed = loaded.value && mark && newest ? await rowsChangedSince(database(), mark) : null
    if (changed) {
      mark = changed.mark
      if (changed.rows.size) merge(changed.rows)
      return
    }
    const all = await loadCollection(database())
    mark = all.mark
    unreadable.value = all.unreadable
    if (pending.size === 0) rows.value = all.rows
    else {
      const changed = new Map<string, CollectionRow | null>(rows.value.map((r) => [r.printing, null]))
      for (const r of all.rows) changed.set(r.printing, r)
      merge(changed)
    }
    loaded.value = true
  }

  /**
   * Follow the stored collection for the life of the app: the Cards, Decks, editor and Collection pages all
   * show it. What is followed is the newest History entry (every change writes one, in this tab or
   * another); a change then reads only the rows it names, not all 5,000.
   */
  function init() {
    if (started) return
    started = true
    effectScope(true).run(() => {
      const live = useLiveQuery<CollectionMark | null | undefined>(() => newestChange(database()), undefined)
      watch(live.value, (newest) => {
        if (newest === undefined) return
        following = following.then(() => catchUp(newest)).catch(() => undefined)
      })
      const history = useLiveQuery<Recent>(
        async () => ({ history: await collectionHistory(database(), HISTORY_SHOWN), undoable: await lastUndoable(database()) }),
        recent.value,
      )
      watch(history.value, (v) => (recent.value = v))
    })
  }

  /**
   * One write: the rows shown at once (`shown`), then stored. A failure puts the stored rows back on
   * screen and says why; a full disk stops saving everywhere (the storage store), and the write waits
   * there whole, for Try again.
   */
  async function write(
    shown: (rows: readonly CollectionRow[]) => readonly CollectionRow[] | null,
    store: () => Promise<unknown>,
    keys: readonly string[] = [],
  ): Promise<boolean> {
    init()
    error.value = null
    const next = shown(rows.value)
    if (next) rows.value = next
    for (const k of keys) pending.set(k, (pending.get(k) ?? 0) + 1)
    writing.value++
    try {
      await store()
      return true
    } catch (e) {
      const storage = useStorageStore()
      if (storage.reportFailure(e)) {
        error.value = { code: 'full' }
        storage.whenSpaceIsBack('collection', async () => {
          await store()
          return true
        })
      } else error.value = { code: 'failed', detail: e instanceof Error ? e.message : String(e) }
      return false
    } finally {
      for (const k of keys) {
        const n = (pending.get(k) ?? 1) - 1
        if (n > 0) pending.set(k, n)
        else pending.delete(k)
      }
      writing.value--
      // The stored change comes back through the live query (newestChange). After a failure other than a
      // full disk, every row shown goes back to what is stored.
      if (error.value !== null && error.value.code !== 'full') {
        mark = null
        following = following.then(() => catchUp(null)).catch(() => undefined)
        await following
      }
    }
  }

  /**
   * The rows with one printing's row changed (null: gone). Only that row is new: a press on a collection
   * of 5,000 rows does not copy them all.
   */
  function withRow(r: readonly CollectionRow[], printing: string, row: CollectionRow | null): CollectionRow[] {
    const out = r.slice()
    const at = out.findIndex((x) => x.printing === printing)
    if (at < 0) {
      if (row) out.push(row)
    } else if (row) out[at] = row
    else out.splice(at, 1)
    return out
  }

  /** − / + on a printing: add copies (a negative count takes them away, never below none). */
  function addCopies(number: string, printing: string, n: number): Promise<boolean> {
    const change = [{ number, printing, count: n }]
    const key = normalizeNumber(printing)
    return write(
      (r) => {
        const before = rowOf(key)
        return withRow(r, key, applyChanges(before ? [before] : [], change, 'add')[0] ?? null)
      },
      () => changeCollection(database(), { code: 'history.copies', params: { printing: key, count: n } }, change, 'add'),
      [key],
    )
  }

  function patchRow(number: string, printing: string, patch: RowPatch, label: CollectionChangeText): Promise<boolean> {
    const key = normalizeNumber(printing)
    return write(
      (r) => {
        const row: CollectionRow = { ...(rowOf(key) ?? { number: normalizeNumber(number), printing: key, owned: 0 }), ...patch }
        if (row.trade !== undefined) row.trade = Math.min(row.trade, row.owned)
        if (!row.trade) delete row.trade
        if (!row.note) delete row.note
        return withRow(r, key, row.owned === 0 && !row.note ? null : row)
      },
      () => updateRow(database(), label, number, printing, patch),
      [key],
    )
  }
  const setOwned = (number: string, printing: string, owned: number) =>
    patchRow(number, printing, { owned: Math.max(0, Math.trunc(owned)) }, { code: 'history.owned', params: { printing: normalizeNumber(printing), owned } })
  const setTrade = (number: string, printing: string, trade: number) =>
    patchRow(number, printing, { trade: Math.max(0, Math.trunc(trade)) }, { code: 'history.trade', params: { printing: normalizeNumber(printing), trade } })
  const setNote = (number: string, printing: string, note: string) =>
    patchRow(number, printing, { note: note.trim() }, { code: 'history.note', params: { printing: normalizeNumber(printing) } })

  /** "I bought this deck": its cards added as owned copies, every section, each line's printing. */
  function addDeck(deck: { name: string; cards: SectionsOf<Pick<DeckEntry, 'number' | 'printing' | 'count'>> }): Promise<boolean> {
    const changes = deckChanges(deck.cards)
    return write(
      (r) => applyChanges(r, changes, 'add'),
      () => changeCollection(database(), { code: 'history.deck', params: { name: deck.name } }, changes, 'add'),
      [...new Set(changes.map((c) => normalizeNumber(c.printing)))],
    )
  }

  /** An imported file's rows added to the collection, or replacing it. */
  function importRows(items: readonly CollectionImport[], mode: 'add' | 'replace'): Promise<boolean> {
    return write(
      () => null,
      () => changeCollection(database(), { code: 'history.import', params: { printings: items.length, mode } }, items, mode),
    )
  }

  /** Take back the newest change (any tab's), as a stored change of its own. */
  function undo(): Promise<boolean> {
    return write(
      () => null,
      () => undoLast(database()),
    )
  }

  return {
    rows,
    unreadable,
    recent,
    loaded,
    index,
    saveState,
    error,
    isEmpty,
    inUse,
    canUndo,
    ownedOf,
    ownedOfThis,
    rowOf,
    init,
    addCopies,
    setOwned,
    setTrade,
    setNote,
    addDeck,
    importRows,
    undo,
  }
})
