import { FORMER_KEYS, STORAGE_KEYS } from '~/platform/storage-keys'
import { defineStore } from 'pinia'
import Dexie from 'dexie'
import { computed, ref, shallowRef, watchSyncEffect } from 'vue'
import { pauseImageCache } from '~/platform/image-cache'
import { whenIdle } from '~/platform/schedule'
import { canUseBuckets, chooseBucket, newBucketName, openBucket } from '~/platform/storage-bucket'
import { askToKeepData, describeStorageError, isOutOfSpaceError, isStorageFullError, storageInfo } from '~/platform/storage'
import { gatherBackup, loadPlaytestCheck, putBackCards, putBackDecks, repairFromBackup } from '~/db/backup-repository'
import { splitCardRows, type StoredCardRows } from '~/db/cards-repository'
import { database, DB_NAME, GundeckDatabase, LATEST_VERSION } from '~/db/database'
import { copyStatus, onCopyStatus, rememberDecks, rememberedDecks, type DeckCopyStatus } from '~/db/deck-mirror'
import { rollStoreLog } from '~/db/store-log'
import { countsOf, markStore, newStoreId, readStoreLoss, readStoreMark, readStoreRecord, writeStoreLoss, writeStoreRecord } from '~/db/store-mark'
import { BACKUP_KIND, BACKUP_VERSION, type Backup } from '~/schemas/backup'
import type { StoredCounts, StoreLoss } from '~/schemas/store-record'
import { SettingsSchema, type Dataset, type StoredCardRow } from '~/schemas/stored'
import type { StoredDeck } from '~/schemas/deck'
import type { DeckRefusal } from '~/db/decks-repository'

/**
 * The storage's health, in one of five named states (`state`; docs/storage.md says what each means, what
 * the page says and what the player can do). A write that fails for lack of space stops every write:
 * the browser may delete the site's data in answer, and writing on is what turns that into lost data. The
 * tab then holds the stored state in memory (`mirror`, refreshed a second after each write; the card data
 * as the cards store last had it), the database stays shut (Dexie would reopen an empty one), and Try
 * again writes back what the database lost, then what was waiting. At start and while a page is open,
 * a database deleted or damaged by the browser is noticed (`checkAtStart`, `checkStillStored`) and what
 * can come back comes back: the decks from their copy, the card list from its kept files.
 */
/**
 * Why a write of the Decks page or the collection failed, worded by the page through useStoreMessages
 * (writeText) in the language shown: the disk is full (saving has stopped; Try again), the database cannot
 * be opened at all (the notice at the top says what to do), a new deck's content refused (which field and
 * why), or any other failure, in the browser's words.
 */
export type WriteProblem =
  | { code: 'full' }
  | { code: 'unopenable' }
  | { code: 'failed'; detail: string }
  /** Storage refused a new deck's content: which field and why (db/decks-repository.ts). */
  | { code: 'refused'; issues: readonly DeckRefusal[] }

/** Why Try again did not take: still no room, or another failure in the browser's words. */
export type RetryProblem = { code: 'no-room' } | { code: 'failed'; detail: string }

export const HALT_KEY = STORAGE_KEYS.storageHalted

export interface StorageHalt {
  /** When the first failure happened (ISO time). */
  at: string
  /** What the browser said, outermost error first. */
  detail: string
}

/** The database cannot be opened at all: what the browser said, and what is (and is not) in the decks' copy. */
export interface Unopenable {
  detail: string
  /** Decks in the copy kept in localStorage (the bin's left out). */
  decks: number
  /** What the database held when last seen, if known. */
  held: StoredCounts | null
}

/**
 * The storage's state, one name for what the page says and what the player can do (docs/storage.md):
 * - healthy: what is stored is what the player sees;
 * - recovering: gundeck found damage and is bringing data back (decks from their copy, the card list
 *   from its kept files);
 * - partly-lost: recovery is over and something did not come back; the notice names it until read;
 * - read-only: a write failed for lack of space; nothing more is written, changes are kept in the tab;
 * - wiped: the database cannot be opened and nothing is put back yet; the decks' copy is shown.
 */
export type StorageState = 'healthy' | 'recovering' | 'partly-lost' | 'read-only' | 'wiped'

/** sessionStorage: this tab has moved the database once; a store that cannot be opened after that is left to the player. */
const MOVED_KEY = STORAGE_KEYS.storageMoved

/** How often an open page checks that its database is still the one it stored into. */
const WATCH_MS = 10_000

export const useStorageStore = defineStore('storage', () => {
  const halted = ref<StorageHalt | null>(readHalt())
  const usage = ref<number | null>(null)
  const retrying = ref(false)
  const retryError = ref<RetryProblem | null>(null)
  const pending = new Map<string, () => Promise<boolean>>()
  /** The stored state but the card data (`cards` is null): that is `mirrorCards`, built when needed. */
  const mirror = shallowRef<Backup | null>(null)
  /** The card data of the stored state, in backup form, when this tab holds it. */
  let mirrorCards: (() => StoredCardRows) | null = null
  let guarded = false
  let closing = false
  let mirrorTimer: ReturnType<typeof setTimeout> | undefined
  let cancelMirrorIdle: (() => void) | undefined
  /** Whether this page has moved the store to a fresh log yet (see afterWrite). */
  let rolled = false
  /** The mark of the database this page stores into (db/store-mark.ts); null until checked at start. */
  let storeId: string | null = null
  /** What the browser deleted or broke, said until the player has read it (kept across reloads). */
  const loss = ref<StoreLoss | null>(readStoreLoss())
  const unopenable = ref<Unopenable | null>(null)
  /** The decks' copy (localStorage), shown as the list while the database cannot be opened. */
  const copiedDecks = shallowRef<StoredDeck[]>([])
  /** What is being brought back now. */
  const recovering = ref<('decks' | 'cards')[]>([])
  /** Cards rebuilt from their kept files this start: said in the loss notice instead of "lost". */
  let cardsRebuilt = 0
  /** What the database held when last seen, as read at this start (before this page's first copy rewrites it). */
  let heldAtStart: StoredCounts | null = null
  /** The short read found this start, if any (see sayShortRead). */
  let short: Extract<StoreLoss, { kind: 'short' }> | null = null
  const state = computed<StorageState>(() => {
    if (halted.value) return 'read-only'
    if (recovering.value.length) return 'recovering'
    if (unopenable.value) return 'wiped'
    const lost = loss.value?.lost
    if (lost && (lost.decks || lost.history || lost.playtests || (lost.cards && !loss.value?.rebuiltCards))) return 'partly-lost'
    return 'healthy'
  })
  // On the page's root, for a player's bug report and for the journeys that wait on it.
  watchSyncEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.dataset.storage = state.value
  })
  const moving = ref(false)
  /** Why the decks could not be put back into a new database, in the browser's words. */
  /** Why the decks could not be put back: gundeck's own reason as a code, or the browser's words. */
  const moveError = ref<{ code: 'no-buckets' | 'not-kept' } | { detail: string } | null>(null)
  /** Whether the decks' copy can be put into a new database here (storage buckets: Chromium). */
  const canPutBack = ref(canUseBuckets())
  /** How much of the decks the copy in localStorage holds (null until this page has copied them). */
  const deckCopy = shallowRef<DeckCopyStatus | null>(copyStatus())
  let stopCopyStatus: (() => void) | null = onCopyStatus((status) => (deckCopy.value = status))
  /**
   * A newer gundeck opened in another tab upgraded the database: Dexie then closes this tab's
   * connection, so the page says so rather than let saves fail quietly.
   */
  const newerVersionElsewhere = ref(false)
  const onVersionChange = () => {
    newerVersionElsewhere.value = true
  }
  let watching: Promise<void> | null = null
  /** The start's look at the database (checkAtStart); a look meanwhile waits for it, to know the store's id. */
  let started: Promise<void> = Promise.resolve()
  let watchTimer: ReturnType<typeof setInterval> | undefined

  /**
   * The card data's rows, handed over by the cards store whenever it has them in hand (after a load or
   * an import), with the import time of the data set they belong to. Not read back from IndexedDB after
   * this tab's own import or load: on a 100,000-printing pool that read and its checks were one long
   * task of most of a second. Kept as stored (the very objects of the card pool); the backup form, a
   * second copy (for a 100,000-printing pool, megabytes and 160,000 objects more to collect),
   * is built only when a backup or a repair needs it.
   */
  let cardsCopy: { dataset: Dataset | null; rows: () => StoredCardRows } | null = null

  /** Built once, when first asked for. */
  function once(build: () => StoredCardRows): () => StoredCardRows {
    let rows: StoredCardRows | null = null
    return () => (rows ??= build())
  }

  /** The card data this tab has loaded or stored, with its data set (null: none stored). */
  function keepCards(dataset: Dataset | null, cards: readonly StoredCardRow[]) {
    const importedAt = dataset?.importedAt ?? null
    cardsCopy = { dataset, rows: once(() => splitCardRows(cards)) }
    const m = mirror.value
    if (importedAt !== null && m?.dataset?.importedAt === importedAt && !halted.value) mirrorCards = cardsCopy.rows
    showCopyRead()
  }

  /**
   * On the page's root, what this page holds of the stored state (what a full disk's write-back and a
   * backup come from): `unread` until the first read back after a start, `read`, `with-cards` once it holds
   * the card data too. For a player's bug report and the journeys that wait on it.
   */
  function showCopyRead() {
    if (typeof document !== 'undefined') document.documentElement.dataset.storageCopy = !mirror.value ? 'unread' : mirrorCards ? 'with-cards' : 'read'
  }

  /** The stored state as last seen, card data included when this tab holds it. */
  function mirrorWithCards(): Backup | null {
    const m = mirror.value
    return m ? { ...m, cards: mirrorCards?.() ?? null } : null
  }

  /**
   * Re-read the stored state (decks, history, settings) into memory. The card data comes from keepCards;
   * only when another tab has replaced it since this tab loaded is it read back here, once.
   */
  async function refreshMirror() {
    // A read now stands for the one scheduled. (Forgetting that one's timer instead of stopping it left it
    // running past dispose, into whatever came next.)
    stopMirror()
    if (halted.value) return
    try {
      const db = database()
      await loadPlaytestCheck()
      // The mark is read with the state, in one transaction: a database deleted under the page is
      // empty, and its emptiness must never replace the copy (it is what writes it back).
      const { backup, mark } = await db.transaction(
        'r',
        [db.decks, db.deckHistory, db.settings, db.datasets, db.playtests, db.events, db.collection, db.collectionHistory, db.cardNames],
        async () => ({
          backup: (await gatherBackup(db)).backup,
          mark: await readStoreMark(db),
        }),
      )
      if (storeId !== null && mark !== storeId) {
        void checkStillStored()
        return
      }
      const importedAt = backup.dataset?.importedAt ?? null
      let cards: (() => StoredCardRows) | null = null
      if (cardsCopy && importedAt !== null) {
        if (cardsCopy.dataset?.importedAt !== importedAt) {
          const gathered = (await gatherBackup(database(), { includeCards: true })).backup
          const rows = gathered.cards
          if (rows && gathered.dataset) cardsCopy = { dataset: gathered.dataset, rows: () => rows }
        }
        if (cardsCopy.dataset?.importedAt === importedAt) cards = cardsCopy.rows
      }
      const next = { ...backup, cards: null }
      // A store put away while it read (tests start each case afresh) leaves localStorage to the next one.
      if (disposed) return
      // A failure may have struck while reading: never replace the copy with what came after it.
      if (!halted.value) {
        mirror.value = next
        mirrorCards = cards
        showCopyRead()
        // The decks also go to localStorage, which outlives the browser deleting the database.
        rememberDecks(next.decks)
        // And what the database holds, to say what was lost if the browser deletes it.
        if (storeId !== null) writeStoreRecord({ v: 1, id: storeId, counts: countsOf(next) })
        // The first deck stored is what a player would not want the browser to clear to free space.
        if (next.decks.some((d) => !d.deletedAt)) void askToKeepData()
      }
    } catch {
      // Keep the last copy.
    }
  }

  /**
   * A second after the last write, once the page is idle: reading every deck back (and writing their
   * copy to localStorage) in the middle of a run of edits delayed the frame of the tap that came next.
   */
  function scheduleMirror() {
    if (halted.value) return
    stopMirror()
    mirrorTimer = setTimeout(() => {
      cancelMirrorIdle = whenIdle(() => {
        cancelMirrorIdle = undefined
        void refreshMirror()
      }, 2000)
    }, 1000)
  }

  function stopMirror() {
    clearTimeout(mirrorTimer)
    cancelMirrorIdle?.()
    cancelMirrorIdle = undefined
  }

  /**
   * After every write. The first write of a page moves the store to a fresh log: a write cut short on
   * the store's last run (a full disk, a killed browser) may have left a torn record at the end of its
   * log, and what is written after it now would be lost with the whole store at the next start (see
   * rollStoreLog). Only after a write: a store nobody writes to keeps its torn tail harmlessly, and
   * rolling on a full disk would itself be a failed write.
   */
  function afterWrite() {
    scheduleMirror()
    if (rolled || halted.value) return
    rolled = true
    void roll()
  }

  /**
   * Roll now, and again a moment later when the browser refused (another write also tries again). The
   * page's root says how it went (`data-store-log`: rolling, rolled, or failed with the reason), so a
   * journey can tell a roll that never ran from one the browser did not act on.
   */
  async function roll(tries = 3): Promise<void> {
    showRoll('rolling')
    try {
      await rollStoreLog(database())
      showRoll('rolled')
    } catch (e) {
      showRoll(`failed: ${describeStorageError(e)}`)
      console.warn('gundeck: the store could not move to a fresh log', e)
      if (tries > 1) setTimeout(() => void (halted.value || disposed ? (rolled = false) : roll(tries - 1)), 1000)
      else rolled = false
    }
  }

  function showRoll(state: string) {
    if (typeof document !== 'undefined') document.documentElement.dataset.storeLog = state
  }

  /**
   * The connection closed, and not by gundeck. While halted, keep the database shut: Dexie reopens after
   * Chromium closes the connection. Otherwise this is how Chromium's deleting the site's data shows
   * (it closes every connection first): look at once whether the database is still ours.
   */
  function onClose() {
    if (closing) return
    // Dexie turns auto-open back on right after this event fires; shut it again once it has.
    if (halted.value) queueMicrotask(shut)
    else void checkStillStored()
  }

  function guardClose() {
    if (guarded) return
    guarded = true
    database().on('close', onClose)
    database().on('versionchange', onVersionChange)
  }

  const onLeave = (e: Event) => {
    if (halted.value) e.preventDefault()
  }

  function shut() {
    closing = true
    try {
      database().close({ disableAutoOpen: true })
    } finally {
      closing = false
    }
  }

  /**
   * Call first thing at start: a tab reloaded while halted must not reopen the store. Resolves when the
   * start's look at the database is done (see checkAtStart); nothing at start waits for it.
   */
  function init(): Promise<void> {
    disposed = false
    guardClose()
    stopCopyStatus ??= onCopyStatus((status) => (deckCopy.value = status))
    deckCopy.value = copyStatus()
    if (typeof addEventListener !== 'undefined') addEventListener('beforeunload', onLeave)
    if (halted.value) {
      copyIfUnread()
      shut()
      void refresh()
      return Promise.resolve()
    }
    Dexie.on('storagemutated', afterWrite)
    // The first copy a second after start, once the pages have read what they need.
    scheduleMirror()
    // Chromium closes the connection when it deletes the site's data; in case a browser does not, look now and then.
    watchTimer = setInterval(() => void checkStillStored(), WATCH_MS)
    started = checkAtStart()
    return started
  }

  let disposed = false

  function setLoss(next: StoreLoss | null) {
    if (next?.lost?.cards && cardsRebuilt) next = { ...next, rebuiltCards: cardsRebuilt }
    loss.value = next
    writeStoreLoss(next)
  }

  /** The cards store is rebuilding the card list from its kept files (null), or has rebuilt this many cards. */
  function noteCardsRebuilt(cards: number | null) {
    recovering.value = recovering.value.filter((w) => w !== 'cards')
    if (cards === null) {
      recovering.value = [...recovering.value, 'cards']
      return
    }
    cardsRebuilt = cards
    if (loss.value && loss.value !== short) setLoss(loss.value)
    else void sayShortRead({ cards: true })
  }

  /** The start's recovery put these decks back from their copy: the database had lost them. */
  function noteDecksPutBack(decks: number) {
    if (decks > 0) void sayShortRead({ decks })
  }

  /**
   * The database opened as the one gundeck stored into, yet read short: decks had to come back from their
   * copy, or the card list was gone. Said as such, unless this start already says the database was deleted
   * or moved (which covers it).
   */
  async function sayShortRead(found: { decks?: number; cards?: boolean }) {
    await started.catch(() => undefined)
    const held = heldAtStart
    if (disposed || !held || (loss.value && loss.value !== short)) return
    const db = database()
    const now = await db
      .transaction('r', [db.deckHistory, db.playtests], async () => ({ history: await db.deckHistory.count(), playtests: await db.playtests.count() }))
      .catch(() => null)
    if (!now || disposed) return
    const recovered = (short?.recovered ?? 0) + (found.decks ?? 0)
    const cards = found.cards || short?.lost.cards ? held.cards : 0
    // Fewer entries than the database held (a deck put back may have added one: never more said lost than was).
    const history = Math.max(0, held.history - now.history)
    const playtests = Math.max(0, held.playtests - now.playtests)
    if (!recovered && !cards && !history && !playtests) return
    short = { kind: 'short', at: new Date().toISOString(), recovered, lost: { decks: 0, cards, history, playtests } }
    setLoss(short)
    short = loss.value as typeof short
  }

  /** The player has read what was lost. */
  function dismissLoss() {
    setLoss(null)
  }

  /**
   * At start: is the database the one gundeck stored into? A database without the mark localStorage
   * remembers was deleted by the browser and made again (its decks come back from their copy, see the
   * decks store's recover): say what was recovered and what was lost. One that cannot be opened at all
   * is said too, with what its decks' copy can do.
   */
  async function checkAtStart(): Promise<void> {
    const db = database()
    const record = readStoreRecord()
    let mark: string | null
    try {
      mark = await readStoreMark(db)
    } catch (e) {
      if (disposed) return
      // A newer version of gundeck in another tab: the banner for that says it.
      if (halted.value || (e as { name?: string }).name === 'VersionError') return
      copiedDecks.value = rememberedDecks().filter((d) => !d.deletedAt)
      unopenable.value = { detail: describeStorageError(e), decks: copiedDecks.value.length, held: record?.counts ?? null }
      // Damaged files (not a full disk, which frees up): the decks go into a new store at once, once per tab.
      if (canPutBack.value && !isOutOfSpaceError(e) && movedAlready() === null) {
        recovering.value = ['decks']
        rememberMove()
        if (await putDecksBack()) location.reload()
        else recovering.value = []
      }
      return
    }
    // A store put away meanwhile (tests start each case afresh) leaves localStorage to the next one.
    if (disposed) return
    if (mark === null && record !== null) {
      const recovered = rememberedDecks().filter((d) => !d.deletedAt).length
      const held = record.counts ?? { decks: 0, history: 0, playtests: 0, cards: 0 }
      const lost = { decks: Math.max(0, held.decks - recovered), history: held.history, playtests: held.playtests, cards: held.cards }
      setLoss({ kind: 'dropped', at: new Date().toISOString(), recovered, lost })
    }
    // First start (or one of a version before the mark), a database made again, or localStorage cleared.
    const id = mark ?? record?.id ?? newStoreId()
    try {
      if (mark !== id) await markStore(db, id)
    } catch (e) {
      reportFailure(e)
      return
    }
    if (record?.id !== id) writeStoreRecord({ v: 1, id, counts: record?.counts ?? null })
    // The same database as last time: what it held then is what a short read is measured against.
    if (mark !== null && mark === record?.id) heldAtStart = record.counts
    storeId = id
  }

  /** Whether the database is still the one this page stores into; if the browser deleted it, write it back. */
  function checkStillStored(): Promise<void> {
    if (watching) return watching
    watching = (async () => {
      // Not in this task: a read on a closing connection makes Dexie close, which calls here again.
      await Promise.resolve()
      // A deletion while the start still looks at the database: the store's id is known once it is done.
      await started.catch(() => undefined)
      // While Chromium deletes the site's data, reads fail for a moment ("The database connection is
      // closing", "The connection was closed"): look again shortly.
      for (let attempt = 0; attempt < 40; attempt++) {
        if (storeId === null || halted.value || disposed) return
        let mark: string | null
        try {
          mark = await readStoreMark(database())
        } catch (e) {
          // The disk is still full ("Encountered full disk while opening backing store"): stop saving;
          // Try again writes back what this page holds.
          if (isStorageFullError(e)) {
            reportFailure(e)
            return
          }
          // Dexie keeps a failed open's error: closing lets the next read open afresh.
          closing = true
          try {
            database().close({ disableAutoOpen: false })
          } finally {
            closing = false
          }
          await new Promise((resolve) => setTimeout(resolve, 250))
          continue
        }
        // Put away during the read: the next start looks for itself.
        if (mark === storeId || disposed) return
        // localStorage went too: the player cleared the site's data on purpose. Not ours to put back.
        if (readStoreRecord()?.id !== storeId) {
          storeId = null
          return
        }
        await writeBack(storeId)
        return
      }
    })().finally(() => (watching = null))
    return watching
  }

  /**
   * The browser deleted the database while this page was open (Chromium does when a write fails on a full
   * disk, the service worker's included): write back what this page holds, say so, and stop keeping card
   * images, the least valuable bytes, so that the space goes to the data.
   */
  async function writeBack(id: string): Promise<void> {
    const db = database()
    try {
      await putBackHeld(db, true)
      await markStore(db, id)
    } catch (e) {
      // No room to write it back either: stop saving; Try again writes it back from the same copy.
      reportFailure(e)
      return
    }
    await sayWrittenBack()
    void pauseImageCache()
    void refreshMirror()
  }

  /**
   * Write back what this page holds of what the database lost: the stored state as last read; with
   * `decksCopy` (the database was deleted), the decks' copy in localStorage too, the newest of any deck and
   * all there is when the page had not read the database yet (a second or two after a start); and the card
   * data this tab has in hand when the read-back copy lacks it, for the same reason.
   */
  async function putBackHeld(db: GundeckDatabase, decksCopy: boolean): Promise<void> {
    const copy = mirrorWithCards()
    if (copy) await repairFromBackup(db, copy)
    if (decksCopy) await putBackDecks(db, rememberedDecks())
    if (!copy?.cards && cardsCopy?.dataset) await putBackCards(db, cardsCopy.dataset, cardsCopy.rows())
  }

  /** Tell the player the database was deleted under the page and what is stored again. */
  async function sayWrittenBack() {
    const db = database()
    const restored = await db.transaction('r', [db.decks, db.deckHistory, db.playtests, db.cards], async () => ({
      decks: await db.decks.filter((d) => !d.deletedAt).count(),
      history: await db.deckHistory.count(),
      playtests: await db.playtests.count(),
      cards: await db.cards.count(),
    }))
    // What the database held when last seen, less what is back: more than nothing when the browser deleted
    // it before this page had read it (within a second or two of a start, before the first copy).
    const held = readStoreRecord()?.counts
    const lost = held && {
      decks: Math.max(0, held.decks - restored.decks),
      history: Math.max(0, held.history - restored.history),
      playtests: Math.max(0, held.playtests - restored.playtests),
      cards: Math.max(0, held.cards - restored.cards),
    }
    const anyLost = lost && (lost.decks || lost.history || lost.playtests || lost.cards)
    setLoss({ kind: 'vanished', at: new Date().toISOString(), restored, ...(anyLost ? { lost } : {}) })
  }

  /**
   * The database cannot be opened: put the decks' copy into a new database in a storage bucket, which
   * gundeck opens from then on (see platform/storage-bucket.ts). The damaged one is left as it is. True when
   * done: the page must then be reloaded to use it.
   */
  function failMove(why: NonNullable<typeof moveError.value>): false {
    moveError.value = why
    return false
  }

  async function putDecksBack(): Promise<boolean> {
    moving.value = true
    moveError.value = null
    try {
      const name = newBucketName()
      const place = await openBucket(name)
      if (!place) return failMove({ code: 'no-buckets' })
      const db = new GundeckDatabase(DB_NAME, LATEST_VERSION, place)
      try {
        const decks = await putBackDecks(db, rememberedDecks())
        const id = newStoreId()
        await markStore(db, id)
        writeStoreRecord({ v: 1, id, counts: null })
        setLoss({ kind: 'moved', at: new Date().toISOString(), recovered: decks.filter((d) => !d.deletedAt).length, lost: unopenable.value?.held ?? null })
      } finally {
        db.close()
      }
      if (!chooseBucket(name)) return failMove({ code: 'not-kept' })
      return true
    } catch (e) {
      return failMove({ detail: describeStorageError(e) })
    } finally {
      moving.value = false
    }
  }

  /** Undo `init` (tests start each case with a fresh store). */
  function dispose() {
    disposed = true
    stopMirror()
    clearInterval(watchTimer)
    Dexie.on('storagemutated').unsubscribe(afterWrite)
    if (guarded) {
      database().on('close').unsubscribe(onClose)
      database().on('versionchange').unsubscribe(onVersionChange)
    }
    stopCopyStatus?.()
    stopCopyStatus = null
    guarded = false
    if (typeof removeEventListener !== 'undefined') removeEventListener('beforeunload', onLeave)
  }

  /** Saving stopped before the stored state was read back: the decks' copy in localStorage is the list shown. */
  function copyIfUnread() {
    if (!mirror.value) copiedDecks.value = rememberedDecks().filter((d) => !d.deletedAt)
  }

  /**
   * Every failed write comes here. True when it is (or follows) a storage-full failure: the caller
   * keeps its data in memory and says so; gundeck has stopped writing. False: some other error.
   */
  function reportFailure(e: unknown): boolean {
    if (halted.value) return true
    // Not a full disk: the store cannot be opened at all, which the notice at the top says.
    if (unopenable.value) return false
    if (!isStorageFullError(e)) return false
    halted.value = { at: new Date().toISOString(), detail: describeStorageError(e) }
    copyIfUnread()
    retryError.value = null
    try {
      sessionStorage.setItem(HALT_KEY, JSON.stringify(halted.value))
    } catch {
      // No room for the flag either: the halt still holds for this page.
    }
    stopMirror()
    guardClose()
    shut()
    void refresh()
    // The disk is full: card images, the least valuable bytes, give way first (the caches are dropped).
    void pauseImageCache()
    return true
  }

  /** Work to redo once space is back, by key (one per writer, the latest wins). It returns true when saved. */
  function whenSpaceIsBack(key: string, retry: () => Promise<boolean>) {
    pending.set(key, retry)
  }

  async function refresh() {
    usage.value = (await storageInfo()).usage
  }

  /**
   * The user freed space: reopen, put back what the database lost, save what was waiting. Saving stays
   * stopped (the alert up) until all of it is written; any failure shuts the database again.
   */
  async function tryAgain(): Promise<boolean> {
    if (!halted.value || retrying.value) return !halted.value
    retrying.value = true
    retryError.value = null
    let done = false
    try {
      // Images give way first again: any kept since the halt, or left when the disk refused their removal.
      await pauseImageCache()
      await database().open()
      // The failed write may have torn the store's log, which this open goes on writing after: nothing
      // written now would outlive the next start unless the store first moves to a fresh log.
      await rollStoreLog(database())
      rolled = true
      showRoll('rolled')
      // The browser may have deleted the database after the failure: write back what it lost.
      const deleted = storeId !== null && (await readStoreMark(database())) !== storeId
      await putBackHeld(database(), deleted)
      // Written back whole: the database is this page's again.
      if (storeId !== null) await markStore(database(), storeId)
      if (deleted) await sayWrittenBack()
      done = true
      for (const [key, retry] of [...pending]) {
        done = await retry()
        if (!done) break
        if (pending.get(key) === retry) pending.delete(key)
      }
    } catch (e) {
      done = false
      if (isStorageFullError(e)) halted.value = { ...halted.value, detail: describeStorageError(e) }
      else retryError.value = { code: 'failed', detail: describeStorageError(e) }
    } finally {
      retrying.value = false
    }
    if (!done) {
      retryError.value ??= { code: 'no-room' }
      shut()
      return false
    }
    halted.value = null
    try {
      sessionStorage.removeItem(HALT_KEY)
      sessionStorage.removeItem(FORMER_KEYS.storageHalted)
    } catch {
      // Nothing to undo.
    }
    await refresh()
    await refreshMirror()
    return true
  }

  /**
   * The stored state as last seen, for a backup while the database is shut (it may be gone); when it
   * cannot be opened at all, or saving stopped before the page had read it (the first read comes a second
   * or two after a start), the decks' copy kept in localStorage.
   */
  function rescueCopy(includeCards: boolean): Backup | null {
    const createdAt = new Date().toISOString()
    const m = unopenable.value ? null : mirror.value
    if (m) return { ...m, createdAt, cards: includeCards ? (mirrorCards?.() ?? null) : null }
    const decks = rememberedDecks()
    return decks.length
      ? {
          kind: BACKUP_KIND,
          version: BACKUP_VERSION,
          createdAt,
          app: '',
          settings: SettingsSchema.parse({}),
          // The card data this tab loaded, as the write-back uses it (putBackHeld).
          dataset: cardsCopy?.dataset ?? null,
          decks,
          deckHistory: [],
          cards: includeCards && cardsCopy?.dataset ? cardsCopy.rows() : null,
          playtests: [],
          events: [],
        }
      : null
  }

  return {
    halted,
    usage,
    retrying,
    retryError,
    mirror,
    loss,
    unopenable,
    copiedDecks,
    recovering,
    state,
    noteCardsRebuilt,
    noteDecksPutBack,
    moving,
    moveError,
    canPutBack,
    deckCopy,
    newerVersionElsewhere,
    init,
    dispose,
    reportFailure,
    whenSpaceIsBack,
    tryAgain,
    rescueCopy,
    refresh,
    refreshMirror,
    keepCards,
    checkStillStored,
    dismissLoss,
    putDecksBack,
  }
})

function movedAlready(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(MOVED_KEY)
  } catch {
    return null
  }
}

function rememberMove() {
  try {
    sessionStorage.setItem(MOVED_KEY, new Date().toISOString())
  } catch {
    // Not kept: the next start may try once more, which is harmless.
  }
}

function readHalt(): StorageHalt | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : (sessionStorage.getItem(HALT_KEY) ?? sessionStorage.getItem(FORMER_KEYS.storageHalted))
    const v = raw ? (JSON.parse(raw) as Partial<StorageHalt>) : null
    return v && typeof v.at === 'string' && typeof v.detail === 'string' ? { at: v.at, detail: v.detail } : null
  } catch {
    return null
  }
}
