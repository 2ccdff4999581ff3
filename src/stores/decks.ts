import { liveQuery } from 'dexie'
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, type Ref, type ShallowRef } from 'vue'
import { database } from '~/db/database'
import { createDeck, deleteDeck, duplicateDeck, getDeck, listDecks, purgeDeleted, saveDeck, undoDelete, type DeckList } from '~/db/decks-repository'
import { useLiveQuery } from '~/composables/useLiveQuery'
import { putBackDecks } from '~/db/backup-repository'
import { holdPageLock } from '~/db/deck-journal'
import { rememberedDecks } from '~/db/deck-mirror'
import { replayJournals, type ReplayReport } from '~/db/replay-journals'
import { emptyDeckCards } from '~/engine/deck/edit'
import { getFormat } from '~/engine/formats/registry'
import { DECK_NAME_MAX, type DeckContent, type StoredDeck } from '~/schemas/deck'

export type DeckLoadState = 'loading' | 'ready' | 'missing' | 'deleted' | 'error'

/** What a page says when its deck cannot be shown, written once for every page that opens a deck. */
export const DECK_STATE_TEXT: Record<Exclude<DeckLoadState, 'ready'>, string> = {
  loading: 'Opening the deck…',
  missing: 'There is no deck with this address.',
  deleted: 'This deck was deleted.',
  error: 'The deck could not be read.',
}

/** One stored deck as a page follows it: the current revision, live across tabs, with its state. */
export interface FollowedDeck {
  deck: ShallowRef<StoredDeck | null>
  state: Ref<DeckLoadState>
  /** The sentence to show for any state but `ready` (with the browser's words for an error). */
  message: Ref<string | null>
  /** What journal recovery did to this deck before it was first read (null: nothing). */
  recovered: ShallowRef<ReplayReport['recovered'][number] | null>
  /** Resolves once the first state other than `loading` is known. */
  settled: Promise<void>
  stop: () => void
}

/** How often a live page looks for journal entries left by pages closed meanwhile (a scan of localStorage keys). */
const ORPHAN_SCAN_MS = 5000

/** The list of saved decks (live across tabs), and the actions on whole decks. */
export const useDecksStore = defineStore('decks', () => {
  const { value: list } = useLiveQuery<DeckList>(() => listDecks(database()), { decks: [], unreadable: [] })
  const decks = computed(() => list.value.decks)
  const unreadable = computed(() => list.value.unreadable)
  const loaded = ref(false)
  const lastDeleted = ref<{ id: string; name: string } | null>(null)
  const error = ref<string | null>(null)

  let recovery: Promise<ReplayReport> | null = null
  /**
   * Once per page load, before any deck is shown: put back decks the browser deleted from IndexedDB (from
   * the copy in localStorage, deck-mirror.ts), then save the edits that closed or reloaded pages left in the
   * journal. Then keep looking while this page lives, so a tab closed beside this one is replayed now, on
   * the revision it was made on, not at some later start on top of newer work.
   */
  function recover(): Promise<ReplayReport> {
    recovery ??= holdPageLock()
      .then(() => putBackDecks(database(), rememberedDecks()).catch(() => []))
      .then(() => replayJournals(database()))
      .then((report) => {
        if (typeof window !== 'undefined') window.setInterval(() => void replayJournals(database()), ORPHAN_SCAN_MS)
        return report
      })
    return recovery
  }

  async function init() {
    if (loaded.value) return
    loaded.value = true
    await purgeDeleted(database())
  }

  async function create(content: Partial<DeckContent> = {}, reason: 'created' | 'imported' = 'created'): Promise<StoredDeck> {
    const format = getFormat(content.format ?? 'gcg') ?? getFormat('gcg')!
    return createDeck(
      database(),
      { name: content.name ?? 'New deck', format: format.id, cards: content.cards ?? emptyDeckCards(), notes: content.notes ?? '', tags: content.tags ?? [] },
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
  function follow(id: string): FollowedDeck {
    const deck = shallowRef<StoredDeck | null>(null)
    const state = ref<DeckLoadState>('loading')
    const message = ref<string | null>(DECK_STATE_TEXT.loading)
    const recovered = shallowRef<FollowedDeck['recovered']['value']>(null)
    let stopped = false
    let unsubscribe: (() => void) | null = null
    let settle!: () => void
    const settled = new Promise<void>((resolve) => (settle = resolve))
    const fail = (e: unknown) => {
      state.value = 'error'
      message.value = `${DECK_STATE_TEXT.error} ${e instanceof Error ? e.message : String(e)}`
      settle()
    }
    recover()
      .then((report) => {
        if (stopped) return
        recovered.value = report.recovered.find((r) => r.deckId === id) ?? null
        const sub = liveQuery(() => getDeck(database(), id)).subscribe({
          next: (d) => {
            deck.value = d
            state.value = !d ? 'missing' : d.deletedAt ? 'deleted' : 'ready'
            message.value = state.value === 'ready' ? null : DECK_STATE_TEXT[state.value as Exclude<DeckLoadState, 'ready'>]
            settle()
          },
          error: fail,
        })
        unsubscribe = () => sub.unsubscribe()
      })
      .catch(fail)
    const stop = () => {
      stopped = true
      unsubscribe?.()
      settle()
    }
    return { deck, state, message, recovered, settled, stop }
  }

  return { list, decks, unreadable, loaded, lastDeleted, error, recover, follow, init, create, rename, duplicate, remove, undoRemove }
})
