import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { database } from '~/db/database'
import { getFormat } from '~/engine/formats/registry'
import { deletePlaytest, loadPlaytest, savePlaytest } from '~/db/playtest-repository'
import {
  dealtDeckChanges,
  deckCards,
  newGame,
  newSession,
  playtestRules,
  sessionAct,
  sessionUndo,
  type Action,
  type LogEntry,
  type PlaytestRulesResult,
  type Refusal,
  type Session,
} from '~/engine/playtest'
import type { StoredDeck } from '~/schemas/deck'
import type { PlaytestText } from '~/engine/messages/playtest'
import { useCardsStore } from './cards'
import { useDecksStore, type DeckMessage, type FollowedDeck } from './decks'
import { useStorageStore } from './storage'

export type PlaytestStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'error'

/** The refusals the store makes itself, by code: the page words them (locales/<lang>/playtest.ts, `refusals`). */
const STORE_REFUSALS = ['deckChanged', 'noDeck', 'noCards', 'noFormat', 'unknownFormat'] as const
export type PlaytestStoreRefusalCode = (typeof STORE_REFUSALS)[number]
/**
 * A refusal the store makes: its code (`store.` and the catalogue's key) and values. It has no English of
 * its own (`message` is empty): the page words the code in the language shown.
 */
const storeRefusal = (rule: string, code: PlaytestStoreRefusalCode, params: Record<string, string> = {}): Refusal => ({
  rule,
  message: '',
  code: `store.${code}`,
  params,
})
/** The store's refusal's code, or null for the engine's. */
export const storeRefusalCode = (r: Refusal): PlaytestStoreRefusalCode | null => {
  const code = r.code?.startsWith('store.') ? r.code.slice('store.'.length) : null
  return (STORE_REFUSALS as readonly (string | null)[]).includes(code) ? (code as PlaytestStoreRefusalCode) : null
}

/** Said before any move of a saved game whose deck was edited since the deal. */
export const DECK_CHANGED_REFUSAL: Refusal = storeRefusal('deck-changed', 'deckChanged')

/** A format's playtest, or why it has none: the engine's reason, or a format not known (`unknownFormat`, worded by the page; no `reason`). */
export type PlaytestRulesOf = PlaytestRulesResult | { ok: false; reason: string; ref: string; unknownFormat: string }
/** A format's playtest by its id; an unknown format has none. */
export function playtestRulesOf(formatId: string): PlaytestRulesOf {
  const format = getFormat(formatId)
  return format ? playtestRules(format) : { ok: false, reason: '', ref: 'format', unknownFormat: formatId }
}

/**
 * Something the player should know that is not a refusal, as a code and its values, worded by the page in
 * the language shown: the saved game's warning (the engine's English, and its code when it has one), a saved
 * game dropped, the disk full, a failed save, a deck that could not be opened (the loader's words).
 */
export type PlaytestNotice =
  | { code: 'saved-warning'; english: string; text: PlaytestText | null }
  | { code: 'dropped'; params: { error: string } }
  | { code: 'full' }
  | { code: 'save-failed'; params: { detail: string } }
  | { code: 'open-failed'; params: { detail: string } }
  /** The deck itself could not be read (the browser's words). */
  | { code: 'deck-unreadable'; params: { detail: string } }

export type PlaytestSaveState = 'saved' | 'saving' | 'failed'

/**
 * The goldfish playtest of one deck: deals from the deck and the card data, applies the player's actions
 * through the engine, and saves the game after every one (IndexedDB, one record per deck). The rules are
 * the engine's; this store only coordinates.
 */
export const usePlaytestStore = defineStore('playtest', () => {
  const deckId = ref<string | null>(null)
  const deck = shallowRef<StoredDeck | null>(null)
  const status = ref<PlaytestStatus>('idle')
  const session = shallowRef<Session | null>(null)
  /** Something the player should know that is not a refusal: a saved game dropped, Undo lost, a failed save. */
  const notice = ref<PlaytestNotice | null>(null)
  /** The last action the rules refused, with its rule. */
  const refusal = ref<Refusal | null>(null)
  /** The log entries the last action added. */
  const lastLog = shallowRef<LogEntry[]>([])
  const saveState = ref<PlaytestSaveState>('saved')

  const state = computed(() => session.value?.playtest.present ?? null)
  const canUndo = computed(() => (session.value?.playtest.past.length ?? 0) > 0)
  /** The message for a deck that cannot be played (missing, deleted, unreadable), from the one deck loader. */
  const deckMessage = ref<DeckMessage | null>(null)
  /** The game in play was dealt from the deck as it was: the cards it gained and lost since (null: unchanged). */
  const deckChanges = computed(() => {
    if (!state.value || !deck.value) return null
    const c = dealtDeckChanges(state.value, deck.value.cards)
    return c.added || c.removed ? c : null
  })
  /** The deck's format's playtest, or why it has none (the page says so instead of dealing). */
  const rules = computed<PlaytestRulesOf | null>(() => (deck.value ? playtestRulesOf(deck.value.format) : null))
  /** The player chose to finish the old deal after being told the deck changed (this page load only). */
  const keptOldDeal = shallowRef<Session | null>(null)
  /** A changed deck's game waits for the player's choice: a new deal, or finishing this one. */
  const stale = computed(() => deckChanges.value !== null && keptOldDeal.value === null)

  let token = 0
  let followed: FollowedDeck | null = null
  let unwatch: (() => void) | null = null
  /** Open the deck's playtest: the deck (through the one deck loader, followed live), and its saved game if it can be read. */
  async function open(id: string): Promise<void> {
    const mine = ++token
    deckId.value = id
    status.value = 'loading'
    session.value = null
    keptOldDeal.value = null
    notice.value = null
    refusal.value = null
    lastLog.value = []
    deckMessage.value = null
    unwatch?.()
    followed?.stop()
    const f = (followed = useDecksStore().followDeck(id))
    try {
      const [, saved] = await Promise.all([f.settled, loadPlaytest(database(), id)])
      if (mine !== token) return
      if (f.state.value === 'error') {
        const m = f.message.value
        notice.value = { code: 'deck-unreadable', params: { detail: m?.code === 'error' ? m.detail : '' } }
        status.value = 'error'
        return
      }
      unwatch = watch(f.deck, (d) => (deck.value = d && !d.deletedAt ? d : null), { immediate: true })
      if (!deck.value) {
        deckMessage.value = f.message.value
        status.value = 'missing'
        return
      }
      if (saved?.ok) {
        session.value = saved.session
        notice.value = saved.warning === null ? null : { code: 'saved-warning', english: saved.warning, text: saved.warningText ?? null }
      } else if (saved) {
        notice.value = { code: 'dropped', params: { error: saved.error } }
        await deletePlaytest(database(), id).catch(() => undefined)
      }
      status.value = 'ready'
    } catch (e) {
      if (mine !== token) return
      notice.value = { code: 'open-failed', params: { detail: (e as Error).message } }
      status.value = 'error'
    }
  }

  let writing: Promise<void> = Promise.resolve()
  /** Save the current game after the writes before it (the latest always lands last). */
  function save(): Promise<void> {
    const id = deckId.value
    const now = session.value
    if (!id) return writing
    saveState.value = 'saving'
    const write = async () => {
      if (now) await savePlaytest(database(), id, now)
      else await deletePlaytest(database(), id)
    }
    writing = writing.then(async () => {
      try {
        await write()
        if (session.value === now) saveState.value = 'saved'
      } catch (e) {
        saveState.value = 'failed'
        const storage = useStorageStore()
        const full = storage.reportFailure(e)
        // Every move on a full disk fails at once and leaves its game here, so Try again writes the latest.
        if (full)
          storage.whenSpaceIsBack(`playtest:${id}`, async () => {
            await write()
            if (session.value === now && deckId.value === id) {
              saveState.value = 'saved'
              if (notice.value?.code === 'full') notice.value = null
            }
            return true
          })
        notice.value = full ? { code: 'full' } : { code: 'save-failed', params: { detail: (e as Error).message } }
      }
    })
    return writing
  }

  /** Deal a new game from the deck: shuffled by `seed`, going first or second. Refused when the deck cannot be played. */
  async function deal(options: { first: boolean; seed: number }): Promise<Refusal | null> {
    const cards = useCardsStore()
    await cards.ensureLoaded()
    const pool = cards.pool
    if (!deck.value) return storeRefusal('5-1-1', 'noDeck')
    if (!pool) return storeRefusal('5-1-1', 'noCards')
    const r = rules.value
    if (!r?.ok) {
      refusal.value = !r
        ? storeRefusal('format', 'noFormat')
        : 'unknownFormat' in r
          ? storeRefusal(r.ref, 'unknownFormat', { format: r.unknownFormat })
          : { rule: r.ref, message: r.reason }
      return refusal.value
    }
    const list = deckCards(deck.value.cards, pool.lookup)
    const game =
      'refused' in list ? list : newGame({ main: list.main, resource: list.resource, ...options, rules: r.rules, tokenCards: (name) => pool.named(name) })
    if ('refused' in game) {
      refusal.value = game.refused
      return game.refused
    }
    session.value = newSession(game.state)
    keptOldDeal.value = null
    refusal.value = null
    lastLog.value = game.log
    await save()
    return null
  }

  /** Play one action; a refusal is kept to be shown and changes nothing. */
  async function act(action: Action): Promise<Refusal | null> {
    if (!session.value) return null
    if (stale.value) {
      refusal.value = DECK_CHANGED_REFUSAL
      return DECK_CHANGED_REFUSAL
    }
    const r = sessionAct(session.value, action)
    if ('refused' in r) {
      refusal.value = r.refused
      return r.refused
    }
    session.value = r.session
    refusal.value = null
    lastLog.value = r.log
    await save()
    return null
  }

  async function undo(): Promise<Refusal | null> {
    if (!session.value) return null
    const r = sessionUndo(session.value)
    if ('refused' in r) {
      refusal.value = r.refused
      return r.refused
    }
    session.value = r.session
    refusal.value = null
    lastLog.value = []
    await save()
    return null
  }

  /** Finish the game in play with the list it was dealt from, though the deck changed since. */
  function keepOldDeal() {
    keptOldDeal.value = session.value
    refusal.value = null
  }

  /** Deal again as the same player, with the same seed (the same game) or a new one. */
  async function restart(seed: number): Promise<Refusal | null> {
    const s = state.value
    return deal({ first: s?.first ?? true, seed })
  }

  /** Put the game away: the start screen comes back. */
  async function quit(): Promise<void> {
    session.value = null
    refusal.value = null
    lastLog.value = []
    await save()
  }

  return {
    deckId,
    deck,
    deckMessage,
    status,
    session,
    state,
    canUndo,
    rules,
    deckChanges,
    stale,
    notice,
    refusal,
    lastLog,
    saveState,
    open,
    deal,
    act,
    undo,
    restart,
    keepOldDeal,
    quit,
  }
})
