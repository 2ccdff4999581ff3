import { liveQuery } from 'dexie'
import { defineStore } from 'pinia'
import { computed, effectScope, ref, shallowRef, watch, type Ref, type ShallowRef } from 'vue'
import { database } from '~/db/database'
import {
  createDeck,
  DeckRefusedError,
  deleteDeck,
  duplicateDeck,
  getDeck,
  hasDecks,
  listDecks,
  KEEP_DELETED_MS,
  purgeDeleted,
  recentDecks,
  saveDeck,
  undoDelete,
  type DeckList,
} from '~/db/decks-repository'
import { useLiveQuery } from '~/composables/useLiveQuery'
import { putBackRemembered } from '~/db/backup-repository'
import { followOtherPages, holdPageLock } from '~/db/deck-journal'
import { replayJournals, type ReplayReport } from '~/db/replay-journals'
import { emptyDeckCards } from '~/engine/deck/edit'
import { getFormat } from '~/engine/formats/registry'
import { DECK_NAME_MAX, type DeckContent, type StoredDeck } from '~/schemas/deck'
import { useStorageStore, type WriteProblem } from './storage'

export type DeckLoadState = 'loading' | 'ready' | 'missing' | 'deleted' | 'error'

/**
 * Why a page cannot show its deck, as a code (with the browser's words for an error): every page that
 * opens a deck words it through useStoreMessages (deckText), in the language shown.
 */
export type DeckMessage = { code: 'loading' | 'missing' | 'deleted' } | { code: 'error'; detail: string }

/** What a page says of a failed deck write: storage's refusal of its content (which field, why), or the browser's words. */
export function writeProblem(e: unknown): WriteProblem {
  if (e instanceof DeckRefusedError) return { code: 'refused', issues: e.issues }
  return { code: 'failed', detail: e instanceof Error ? e.message : String(e) }
}

/** One stored deck as a page follows it: the current revision, live across tabs, with its state. */
export interface FollowedDeck {
  deck: ShallowRef<StoredDeck | null>
  state: Ref<DeckLoadState>
  /** What to say for any state but `ready` (with the browser's words for an error). */
  message: Ref<DeckMessage | null>
  /** What journal recovery did to this deck before it was first read (null: nothing). */
  recovered: ShallowRef<ReplayReport['recovered'][number] | null>
  /** Resolves once the first state other than `loading` is known. */
  settled: Promise<void>
  stop: () => void
}

/** A new deck's name unless the player gives one. */
export const NEW_DECK_NAME = 'New deck'

/**
 * The name a new deck is offered: “New deck”, or “New deck 2”, “New deck 3”… when that is taken; `base` is
 * that name in the language shown.
 */
export function newDeckName(taken: Iterable<string>, base = NEW_DECK_NAME): string {
  const names = new Set(taken)
  if (!names.has(base)) return base
  let n = 2
  while (names.has(`${base} ${n}`)) n++
  return `${base} ${n}`
}

/** How often a live page looks for journal entries left by pages closed meanwhile (a scan of localStorage keys). */
const ORPHAN_SCAN_MS = 5000
/** How often, and how far apart, a failed read of the deck of a page is tried again. */
const READ_RETRIES = 3
const READ_RETRY_MS = 300
/** Decks shown first, while the whole list is read: more than a screenful. */
const FIRST_SCREEN = 60

/** The list of saved decks (live across tabs, while a page follows it), and the actions on whole decks. */
export const useDecksStore = defineStore('decks', () => {
  /** Every deck, those in the bin too; `partial`: only the most recent decks, shown while the whole list is read. */
  const list = shallowRef<DeckList & { partial?: boolean }>({ decks: [], unreadable: [] })
  /** The list has been read from the database in this page. */
  const listed = ref(false)
  const storage = useStorageStore()
  const decks = computed(() => {
    const read = list.value
    const m = storage.mirror
    // Saving stopped (full disk) before the list was read: the database is shut, so the list is what was
    // last stored, from the storage store's copy, not "No decks yet".
    if (!listed.value && storage.halted && m) return newestFirst(m.decks.filter((d) => d.deletedAt === null))
    // The database cannot be opened, or saving stopped before the page read it: the decks' copy in
    // localStorage, never "No decks yet".
    if (!listed.value && (storage.unopenable || storage.halted)) return newestFirst(storage.copiedDecks)
    return read.decks.filter((d) => d.deletedAt === null)
  })
  /**
   * Whether `decks` says what is stored: the list has been read, or the store is shut or cannot be opened
   * (its copy, or the decks' copy in localStorage, is the list). Until then an empty `decks` means not read yet, never "no decks" (after a
   * reload on a loaded machine the empty page showed while the list was read).
   */
  const known = computed(() => listed.value || storage.halted !== null || storage.unopenable !== null)
  const unreadable = computed(() => list.value.unreadable)
  /** The whole list is being read; `decks` holds the most recent ones meanwhile. */
  const reading = computed(() => list.value.partial === true)
  const loaded = ref(false)
  const lastDeleted = ref<{ id: string; name: string } | null>(null)
  const error = ref<WriteProblem | null>(null)

  let recovery: Promise<ReplayReport> | null = null
  /**
   * Once per page load, before any deck is shown: put back decks the browser deleted from IndexedDB (from
   * the copy in localStorage, deck-mirror.ts), then save the edits that closed or reloaded pages left in the
   * journal. Then keep looking while this page lives, so a tab closed beside this one is replayed now, on
   * the revision it was made on, not at some later start on top of newer work.
   */
  function recover(): Promise<ReplayReport> {
    recovery ??= holdPageLock()
      .then(() =>
        putBackRemembered(database()).then(
          // Decks the database had lost, back from their copy: the storage store says so.
          (put) => storage.noteDecksPutBack(put.filter((d) => !d.deletedAt).length),
          () => undefined,
        ),
      )
      .then(() => replayJournals(database()))
      .then((report) => {
        if (typeof window !== 'undefined') {
          // A tab closed beside this one: its edit is saved the moment it is gone; the scan catches the rest.
          followOtherPages(() => void replayJournals(database()))
          window.setInterval(() => void replayJournals(database()), ORPHAN_SCAN_MS)
        }
        return report
      })
    return recovery
  }

  /**
   * Keep `list` live (this tab's writes and other tabs') while a page shows it; the returned function stops.
   * Not for the life of the app: with 10,000 decks every save would re-read them all, in the editor too.
   */
  let followers = 0
  let stopList: (() => void) | null = null
  /** Resolved when the followed list has been read (again). */
  let listRead: Promise<void> = Promise.resolve()
  function follow(): () => void {
    followers++
    if (!stopList) {
      // Its own scope: the list outlives the component that asked first, until the last follower stops.
      const scope = effectScope(true)
      listRead = new Promise<void>((read) =>
        scope.run(() => {
          const live = useLiveQuery<DeckList>(() => listDecks(database(), { includeDeleted: true }), list.value)
          watch(live.value, (v) => {
            list.value = v
            listed.value = true
            read()
          })
        }),
      )
      stopList = () => scope.stop()
      if (!listed.value) void showFirstScreen()
    }
    let stopped = false
    return () => {
      if (stopped) return
      stopped = true
      if (--followers === 0) {
        stopList?.()
        stopList = null
      }
    }
  }

  /** The first screen of the list at once, through the index, while the whole list is read. */
  async function showFirstScreen() {
    try {
      const first = await recentDecks(database(), FIRST_SCREEN)
      if (!listed.value && stopList) list.value = { decks: first, unreadable: [], partial: true }
    } catch {
      // The whole list comes anyway.
    }
  }

  async function init() {
    if (loaded.value) return
    loaded.value = true
    // From the list once read (the bin included): the whole list is not read a second time to find
    // nothing to purge, as it almost always is.
    await listRead
    const now = Date.now()
    if (list.value.decks.some((d) => d.deletedAt !== null && now - Date.parse(d.deletedAt) > KEEP_DELETED_MS)) await purgeDeleted(database(), now)
  }

  /** Whether the player has a deck yet (null: it could not be read), for the next step after a first import. */
  async function anyDecks(): Promise<boolean | null> {
    try {
      return await hasDecks(database())
    } catch {
      return null
    }
  }

  async function create(content: Partial<DeckContent> = {}, reason: 'created' | 'imported' = 'created'): Promise<StoredDeck> {
    const format = getFormat(content.format ?? 'gcg') ?? getFormat('gcg')!
    return createDeck(
      database(),
      {
        name: content.name ?? NEW_DECK_NAME,
        format: format.id,
        cards: content.cards ?? emptyDeckCards(),
        notes: content.notes ?? '',
        tags: content.tags ?? [],
      },
      format.game,
      reason,
    )
  }

  async function rename(id: string, name: string): Promise<boolean> {
    const deck = await getDeck(database(), id)
    const clean = name.trim()
    if (!deck || !clean) return false
    await saveDeck(database(), id, { ...deck, name: clean.slice(0, DECK_NAME_MAX) }, deck.revision)
    return true
  }

  async function duplicate(id: string) {
    return duplicateDeck(database(), id)
  }

  async function remove(id: string) {
    const deck = await getDeck(database(), id)
    await deleteDeck(database(), id)
    lastDeleted.value = deck ? { id, name: deck.name } : null
  }

  async function undoRemove() {
    if (!lastDeleted.value) return
    await undoDelete(database(), lastDeleted.value.id)
    lastDeleted.value = null
  }

  /**
   * The one way to load "the deck of this page" (editor, Simulate, Playtest): waits for recovery (so a
   * journal left by a closed page is saved first), then follows the stored deck as other tabs change it.
   */
  function followDeck(id: string): FollowedDeck {
    const deck = shallowRef<StoredDeck | null>(null)
    const state = ref<DeckLoadState>('loading')
    const message = ref<DeckMessage | null>({ code: 'loading' })
    const recovered = shallowRef<FollowedDeck['recovered']['value']>(null)
    let stopped = false
    let unsubscribe: (() => void) | null = null
    let settle!: () => void
    const settled = new Promise<void>((resolve) => (settle = resolve))
    const fail = (e: unknown) => {
      state.value = 'error'
      message.value = { code: 'error', detail: e instanceof Error ? e.message : String(e) }
      settle()
    }
    // A read can fail for a moment (Chromium's IndexedDB while a closed page's connection goes away):
    // read again a few times before saying the deck cannot be read.
    let failures = 0
    const subscribe = () => {
      if (stopped) return
      const sub = liveQuery(() => getDeck(database(), id)).subscribe({
        next: (d) => {
          failures = 0
          deck.value = d
          const now = !d ? 'missing' : d.deletedAt ? 'deleted' : 'ready'
          state.value = now
          message.value = now === 'ready' ? null : { code: now }
          settle()
        },
        error: (e: unknown) => {
          unsubscribe = null
          if (++failures > READ_RETRIES || stopped) return fail(e)
          setTimeout(subscribe, READ_RETRY_MS * failures)
        },
      })
      unsubscribe = () => sub.unsubscribe()
    }
    recover()
      .then((report) => {
        if (stopped) return
        recovered.value = report.recovered.find((r) => r.deckId === id) ?? null
        subscribe()
      })
      .catch(fail)
    const stop = () => {
      stopped = true
      unsubscribe?.()
      settle()
    }
    return { deck, state, message, recovered, settled, stop }
  }

  let writes = 0
  /**
   * One write of the Decks page (`error` says what went wrong; null: it failed). A failure for lack of
   * space goes where every write's does: the storage store stops saving and says so on every page, and
   * the write waits there, whole, to be made by Try again (an imported list is not lost with the failed
   * write). Any other failure is shown as it is.
   */
  async function attempt<T>(key: string, write: () => Promise<T>): Promise<T | null> {
    error.value = null
    try {
      return await write()
    } catch (e) {
      const storage = useStorageStore()
      if (storage.reportFailure(e)) {
        error.value = { code: 'full' }
        storage.whenSpaceIsBack(key, async () => {
          await write()
          return true
        })
      } else error.value = storage.unopenable ? { code: 'unopenable' } : writeProblem(e)
      return null
    }
  }
  // Try again made the waiting writes: the notice has done its work.
  watch(
    () => useStorageStore().halted,
    (halted) => {
      if (!halted && error.value?.code === 'full') error.value = null
    },
  )

  // The Decks page's actions, each through `attempt`: null when it failed (`error` says why).
  const tryCreate = (content: Partial<DeckContent>, reason: 'created' | 'imported' = 'created') =>
    attempt(`decks:create:${++writes}`, () => create(content, reason))
  const tryRename = (id: string, name: string) => attempt(`decks:rename:${id}`, () => rename(id, name))
  const tryDuplicate = (id: string) => attempt(`decks:duplicate:${++writes}`, () => duplicate(id))
  const tryRemove = (id: string) => attempt(`decks:remove:${id}`, () => remove(id))
  async function tryUndoRemove() {
    const id = lastDeleted.value?.id
    if (!id) return null
    return attempt(`decks:undo:${id}`, async () => {
      await undoDelete(database(), id)
      if (lastDeleted.value?.id === id) lastDeleted.value = null
    })
  }

  return {
    list,
    decks,
    known,
    unreadable,
    reading,
    loaded,
    lastDeleted,
    error,
    recover,
    follow,
    followDeck,
    init,
    anyDecks,
    create,
    rename,
    duplicate,
    remove,
    undoRemove,
    tryCreate,
    tryRename,
    tryDuplicate,
    tryRemove,
    tryUndoRemove,
  }
})

function newestFirst<T extends { updatedAt: string }>(decks: readonly T[]): T[] {
  return [...decks].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
}
