import { defineStore, storeToRefs } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { loadCardsByNumber } from '~/db/cards-repository'
import { afterPaint, whenIdle } from '~/platform/schedule'
import { database } from '~/db/database'
import { clearJournal, PAGE_ID, writeJournal } from '~/db/deck-journal'
import { DeckGoneError, deckHistory, keepVersion, saveDeck } from '~/db/decks-repository'
import { CardPool } from '~/engine/cards/pool'
import { readableInOtherNames } from '~/engine/cards/names'
import { rebaseChange, sameContent } from '~/engine/deck/content'
import * as deckEdit from '~/engine/deck/edit'
import { readDeckList } from '~/engine/decklist/read'
import { basicResource } from '~/engine/deck/summary'
import type { Diagnostic } from '~/engine/decklist/parse'
import { banListFor, getFormat } from '~/engine/formats/registry'
import { deckStats } from '~/engine/stats'
import { validateDeck } from '~/engine/validate'
import type { Card } from '~/schemas/card'
import { DECK_TAG_MAX, DECK_TAGS_MAX, type DeckCards, type DeckContent, type DeckEntry, type DeckSnapshot, type Section, type StoredDeck } from '~/schemas/deck'
import { useCardsStore } from './cards'
import { useCardNamesStore } from './card-names'
import { useDecksStore, type DeckMessage, type FollowedDeck } from './decks'
import { useStorageStore } from './storage'

/**
 * What the editor tells the player about the deck open in it, as a code (with the browser's words where it
 * has them): the page words it through useStoreMessages (editorText), in the language shown.
 * - recovered / recovered-kept: edits a closed page left were saved, or kept in History (the deck had changed);
 * - deleted-elsewhere, updated: another tab deleted the deck, or saved it with no edits here;
 * - kept-in-history: the deck changed under unsaved edits, which are now in History;
 * - not-kept: they could not be put in History, and stay here;
 * - conflict: another tab's version was put in History by this save;
 * - gone: the deck no longer exists; full: the disk is full (storage store); save-failed: any other failure.
 */
export type EditorNotice =
  | { code: 'recovered' | 'recovered-kept' | 'deleted-elsewhere' | 'updated' | 'kept-in-history' | 'conflict' | 'gone' | 'full' }
  | { code: 'not-kept' | 'save-failed'; detail: string }

/** Autosave waits for a pause in editing, but never leaves more than about a second of work unsaved. */
export const AUTOSAVE_PAUSE_MS = 500
export const AUTOSAVE_MAX_MS = 1000
/**
 * How long a due save waits at most for the page to be idle. Chromium gives no idle time for about a second
 * after a key or a tap, so the save nearly always runs when this ends: it only has to let the edit's frame be
 * drawn first. (At 500 ms a save came a full second after the last edit.)
 */
const AUTOSAVE_IDLE_MS = 100
const MAX_UNDO = 200

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'error'

/** One undo step: the content before and after an edit. Undo applies after -> before to whatever is current. */
interface Step {
  before: DeckContent
  after: DeckContent
}

/**
 * The deck being edited: a working copy with undo/redo, autosaved on top of its stored revision, kept in
 * sync with other tabs. Legality comes from the engine; this store holds no rules.
 */
export const useDeckEditorStore = defineStore('deckEditor', () => {
  const deckId = ref<string | null>(null)
  const stored = shallowRef<StoredDeck | null>(null)
  const content = shallowRef<DeckContent | null>(null)
  const baseRevision = ref(0)
  const dirty = ref(false)
  /** The working copy is in the journal (localStorage), so closing the tab now loses nothing. */
  const durable = ref(true)
  const saving = ref(false)
  const saveState = ref<SaveState>('saved')
  const notice = ref<EditorNotice | null>(null)
  const loadError = ref<DeckMessage | null>(null)
  const past = shallowRef<Step[]>([])
  const future = shallowRef<Step[]>([])
  /** This page's edit counter (never reset while the page lives): journal entries and saves carry it. */
  let edits = 0
  /** The edit number of `content`. */
  let contentEdit = 0
  const highlighted = ref<ReadonlySet<string>>(new Set())
  let timer: ReturnType<typeof setTimeout> | undefined
  /** Cancels a save that waits for the page to be idle. */
  let cancelIdle: (() => void) | undefined
  let firstUnsavedAt = 0
  let stopLive: (() => void) | null = null

  const { pool } = storeToRefs(useCardsStore())
  /** The deck's own cards, read on their own while the whole card data still loads (a reload's first paint). */
  const deckPool = shallowRef<CardPool | null>(null)
  /**
   * The cards the lines and the verdict read: the whole card data, or until it is loaded the deck's own
   * cards (the rules look up only the deck's cards, so the verdict is the same).
   */
  const cardPool = computed(() => pool.value ?? deckPool.value)
  watch(pool, (p) => p && (deckPool.value = null))
  const format = computed(() => getFormat(content.value?.format ?? 'gcg') ?? getFormat('gcg')!)
  const banList = computed(() => banListFor(format.value))
  const validation = computed(() => {
    if (!content.value || !cardPool.value) return null
    return validateDeck(content.value.cards, cardPool.value.lookup, format.value)
  })
  /**
   * The verdict as the page shows it: worked out once the frame that shows an edit (a tap's new count) is
   * painted, so the rules and the legality list never hold that frame back. `validation` is always current.
   */
  const shownValidation = shallowRef<ReturnType<typeof validateDeck> | null>(null)
  let verdictQueued = false
  watch(
    [content, cardPool, format],
    () => {
      if (verdictQueued) return
      verdictQueued = true
      afterPaint(() => {
        verdictQueued = false
        shownValidation.value = validation.value
      })
    },
    { immediate: true },
  )
  const stats = computed(() => {
    if (!content.value || !pool.value) return null
    return deckStats(content.value.cards, pool.value.lookup, format.value, { odds: true })
  })
  let shown!: () => void
  const firstShown = new Promise<void>((resolve) => (shown = resolve))
  /** Resolves once the first deck opened here had a frame to show its lines (or could not be opened). */
  const whenShown = () => firstShown
  const canUndo = computed(() => past.value.length > 0)
  const canRedo = computed(() => future.value.length > 0)

  async function open(id: string): Promise<boolean> {
    await close()
    loadError.value = null
    // The one deck loader: edits a closed or reloaded page left in the journal are saved first, so the
    // deck opens with them; then another tab's save arrives here too (Dexie liveQuery follows writes).
    const followed: FollowedDeck = useDecksStore().followDeck(id)
    await followed.settled
    const deck = followed.deck.value
    if (followed.state.value !== 'ready' || !deck) {
      loadError.value = followed.message.value
      followed.stop()
      shown()
      return false
    }
    // The lines show with their names at once instead of waiting for the whole card data.
    if (!pool.value) {
      const numbers = Object.values(deck.cards).flatMap((entries) => entries?.map((e) => e.number) ?? [])
      const own = await loadCardsByNumber(database(), numbers).catch(() => [])
      deckPool.value = pool.value || own.length === 0 ? null : new CardPool(own)
    }
    deckId.value = id
    adopt(deck)
    afterPaint(shown)
    past.value = []
    future.value = []
    const mine = followed.recovered.value
    if (mine) notice.value = { code: mine.kept ? 'recovered-kept' : 'recovered' }
    const unwatch = watch(followed.deck, onStoredChange)
    stopLive = () => {
      unwatch()
      followed.stop()
    }
    return true
  }

  function onStoredChange(next: StoredDeck | null) {
    if (!deckId.value) return
    if (!next || next.deletedAt) {
      notice.value = { code: 'deleted-elsewhere' }
      return
    }
    if (next.revision <= baseRevision.value || saving.value) return
    // Undo and redo stay on: each applies only this tab's own step to the revision now current (rebaseChange).
    if (!dirty.value) {
      adopt(next)
      notice.value = { code: 'updated' }
      return
    }
    // The deck changed under unsaved edits (another tab saved, or a backup was restored): the stored
    // version stands, and these edits are kept in History, where they can be compared and restored.
    const mine = content.value
    unschedule()
    if (mine) void keepMine(next, mine)
  }

  async function keepMine(next: StoredDeck, mine: DeckContent) {
    try {
      await keepVersion(database(), next.id, mine)
    } catch (e) {
      // Could not keep them (storage full, deck gone): keep working on them here instead of adopting.
      notice.value = { code: 'not-kept', detail: (e as Error).message }
      schedule()
      return
    }
    if (content.value !== mine || deckId.value !== next.id) return
    adopt(next)
    notice.value = { code: 'kept-in-history' }
  }

  function adopt(deck: StoredDeck) {
    stored.value = deck
    baseRevision.value = deck.revision
    content.value = { name: deck.name, format: deck.format, cards: deck.cards, notes: deck.notes, tags: deck.tags }
    dirty.value = false
    durable.value = true
    saveState.value = 'saved'
    clearJournal(deck.id)
  }

  /** Every edit goes through here: one undo step, then autosave. */
  function apply(next: DeckContent) {
    if (!content.value || next === content.value) return
    past.value = [...past.value, { before: content.value, after: next }].slice(-MAX_UNDO)
    future.value = []
    setContent(next)
  }

  function setContent(next: DeckContent) {
    content.value = next
    contentEdit = ++edits
    // Synchronous, before the click returns: a close or reload a moment later loses nothing.
    if (deckId.value) durable.value = writeJournal(deckId.value, baseRevision.value, next, contentEdit)
    dirty.value = true
    saveState.value = 'unsaved'
    schedule()
  }

  // ---- What the player does to the deck: each is one undo step, saved like any edit. ----

  /** A change to the cards; nothing happens when it leaves them as they were. */
  function editCards(change: (cards: DeckCards) => DeckCards) {
    if (!content.value) return
    const cards = change(content.value.cards)
    if (cards !== content.value.cards) apply({ ...content.value, cards })
  }

  /**
   * `n` copies of a printing added where its card goes (main deck, or the resource deck for a Resource), or
   * with a negative `n` taken out of the section that holds one. A parallel is its own line; copies still
   * count by card number (2-1-1, the engine's copy rule).
   */
  function addCopies(card: Card, printingId: string, n = 1) {
    if (!content.value || n === 0) return
    const line = { number: card.number, printing: printingId === card.number ? null : printingId }
    if (n > 0) return editCards((c) => deckEdit.addCopies(c, deckEdit.defaultSection(card, format.value), line, n))
    const from = (['main', 'resource', 'sideboard'] as const).find((s) => deckEdit.countOf(content.value!.cards, s, line) > 0)
    if (from) editCards((c) => deckEdit.addCopies(c, from, line, n))
  }
  const setCount = (section: Section, entry: DeckEntry, n: number) => editCards((c) => deckEdit.setCount(c, section, entry, n))
  const moveCopies = (from: Section, entry: DeckEntry, to: Section) => editCards((c) => deckEdit.moveCopies(c, from, to, entry))
  const setPrinting = (section: Section, entry: DeckEntry, printing: string | null) => editCards((c) => deckEdit.changePrinting(c, section, entry, printing))

  /** The Resource the format's resource deck is usually filled with (null without card data or such a card). */
  const basicResourceCard = computed(() => (pool.value ? basicResource(pool.value.cards) : null))
  /** A full resource deck of the basic Resource added (the player chose to; it is never forced). */
  function addBasicResources() {
    const r = basicResourceCard.value
    const size = format.value.resource?.max ?? 0
    if (!r || size === 0) return
    const line = { number: r.number, printing: null }
    editCards((c) => deckEdit.setCount(c, 'resource', line, deckEdit.countOf(c, 'resource', line) + size))
  }

  /**
   * Every card a pasted block names, in any list dialect, added in one step (one undo): into the section
   * the list puts it in, a Resource left in the main deck going to the resource deck.
   */
  function addList(text: string): { added: number; problems: Diagnostic[] } {
    if (!content.value || !text.trim()) return { added: 0, problems: [] }
    // A block written with the names of a stored names file reads as those cards too.
    const names = useCardNamesStore()
    names.init()
    const list = readDeckList(text, pool.value ? readableInOtherNames(pool.value, names.otherNames) : undefined)
    let cards = content.value.cards
    let added = 0
    for (const section of ['main', 'resource', 'sideboard'] as const)
      for (const e of list[section]) {
        const known = pool.value?.get(e.number)
        const to = section === 'main' && known ? deckEdit.defaultSection(known, format.value) : section
        cards = deckEdit.addCopies(cards, to, { number: e.number, printing: e.printing }, e.count)
        added += e.count
      }
    if (added > 0) editCards(() => cards)
    return { added, problems: list.diagnostics.filter((d) => d.severity === 'error') }
  }

  /** The deck's name (never emptied), format or notes. */
  function setField(key: 'name' | 'format' | 'notes', value: string) {
    if (!content.value || content.value[key] === value) return
    if (key === 'name' && !value.trim()) return
    apply({ ...content.value, [key]: value })
  }

  /** Tags as typed, comma separated: trimmed, each once, within the schema's limits. */
  function setTags(text: string) {
    if (!content.value) return
    const typed = text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
    const tags = [...new Set(typed)].slice(0, DECK_TAGS_MAX).map((t) => t.slice(0, DECK_TAG_MAX).trim())
    if (tags.join('\n') === content.value.tags.join('\n')) return
    apply({ ...content.value, tags })
  }

  /**
   * Undo this tab's last step. When another tab saved since, the step is taken back from the current
   * revision (rebaseChange), not by going back to this tab's old copy: the other tab's change stays, and
   * is in History as the revision it saved.
   */
  function undo() {
    const step = past.value.at(-1)
    if (!step || !content.value) return
    const to = rebaseChange(step.after, step.before, content.value)
    past.value = past.value.slice(0, -1)
    future.value = [{ before: to, after: content.value }, ...future.value]
    if (!sameContent(to, content.value)) setContent(to)
  }

  function redo() {
    const step = future.value[0]
    if (!step || !content.value) return
    const to = rebaseChange(step.before, step.after, content.value)
    future.value = future.value.slice(1)
    past.value = [...past.value, { before: content.value, after: to }]
    if (!sameContent(to, content.value)) setContent(to)
  }

  /**
   * The save waits for a pause, then for an idle moment: a tap on a stepper while saving would otherwise
   * wait for the save's work before its frame is drawn (the journal already holds the edit).
   */
  function schedule() {
    const now = Date.now()
    if (timer === undefined) firstUnsavedAt = now
    clearTimeout(timer)
    cancelIdle?.()
    const wait = Math.max(0, Math.min(AUTOSAVE_PAUSE_MS, AUTOSAVE_MAX_MS - (now - firstUnsavedAt)))
    timer = setTimeout(() => {
      cancelIdle = whenIdle(() => {
        cancelIdle = undefined
        void flush()
      }, AUTOSAVE_IDLE_MS)
    }, wait)
  }

  function unschedule() {
    clearTimeout(timer)
    timer = undefined
    cancelIdle?.()
    cancelIdle = undefined
  }

  /** Save now if anything is unsaved (also called when the page is hidden or left). */
  async function flush(reason: 'edited' | 'restored' | 'imported' = 'edited'): Promise<void> {
    unschedule()
    const id = deckId.value
    if (!id || !content.value || (!dirty.value && reason === 'edited')) return
    if (saving.value) {
      schedule()
      return
    }
    const snapshot = content.value
    const edit = contentEdit
    saving.value = true
    saveState.value = 'saving'
    try {
      const result = await saveDeck(database(), id, snapshot, baseRevision.value, { reason, page: PAGE_ID, edit })
      stored.value = result.deck
      baseRevision.value = result.deck.revision
      if (content.value === snapshot) {
        dirty.value = false
        saveState.value = 'saved'
        clearJournal(id)
      } else {
        saveState.value = 'unsaved'
        // Newer edits wait in the journal: they now sit on top of the revision just saved.
        if (content.value) durable.value = writeJournal(id, baseRevision.value, content.value, contentEdit)
      }
      if (result.conflict) notice.value = { code: 'conflict' }
    } catch (e) {
      saveState.value = 'error'
      const storage = useStorageStore()
      if (e instanceof DeckGoneError) notice.value = { code: 'gone' }
      else if (storage.reportFailure(e)) {
        // No retry timer: nothing is written until space is back (see stores/storage.ts). The unsaved
        // copy is held here too, so leaving the editor does not drop it.
        notice.value = { code: 'full' }
        const base = baseRevision.value
        storage.whenSpaceIsBack(`deck:${id}`, async () => {
          if (deckId.value === id) {
            await flush(reason)
            return saveState.value === 'saved'
          }
          await saveDeck(database(), id, snapshot, base, { reason, page: PAGE_ID, edit })
          return true
        })
      } else {
        notice.value = { code: 'save-failed', detail: (e as Error).message }
        setTimeout(() => void flush(), 3000)
      }
    } finally {
      saving.value = false
      if (dirty.value && saveState.value === 'unsaved') schedule()
    }
  }

  /**
   * Restore a version from History as an edit: unsaved edits are saved first (so the version being
   * replaced is a revision in History), then the restored content is saved as a new revision. Undo takes
   * it back like any edit. The page asks the user before calling this.
   */
  async function restore(snapshot: DeckSnapshot) {
    if (!content.value) return
    await flush()
    if (!content.value || sameContent(content.value, snapshot.content)) return
    apply({ ...snapshot.content })
    await flush('restored')
  }

  async function history(): Promise<DeckSnapshot[]> {
    return deckId.value ? deckHistory(database(), deckId.value) : []
  }

  async function close() {
    await flush()
    stopLive?.()
    stopLive = null
    deckId.value = null
    stored.value = null
    content.value = null
    deckPool.value = null
    notice.value = null
    highlighted.value = new Set()
  }

  function highlight(numbers: readonly string[]) {
    highlighted.value = new Set(numbers)
  }

  return {
    deckId,
    stored,
    content,
    baseRevision,
    dirty,
    durable,
    saving,
    saveState,
    notice,
    loadError,
    format,
    cardPool,
    banList,
    validation,
    shownValidation,
    stats,
    canUndo,
    canRedo,
    past,
    future,
    highlighted,
    basicResourceCard,
    open,
    apply,
    addCopies,
    setCount,
    moveCopies,
    setPrinting,
    addBasicResources,
    addList,
    setField,
    setTags,
    undo,
    redo,
    flush,
    restore,
    history,
    close,
    highlight,
    whenShown,
  }
})
