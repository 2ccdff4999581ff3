import { pluralForm } from '~/engine/text/format'
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { DownloadError, downloadText, fetchManifest, fetchOptionalText, siblingUrl, type DownloadProgress } from '~/api/card-download'
import {
  loadCards,
  loadPreviousCards,
  replaceCards,
  restorePreviousCards,
  WriteCancelled,
  yieldToPage,
  type LoadedCards,
  type PreviousCards,
} from '~/db/cards-repository'
import { database } from '~/db/database'
import { CardPool } from '~/engine/cards/pool'
import type { CardFile, FileImportResult } from '~/io/cards/detect'
import type { ImportProgress, WorkerCardFile } from '~/workers/card-import-client'
import { fileTextChunks, FileReadError, isNdjsonName } from '~/platform/read-file'
import { requestPersistentStorage } from '~/platform/storage'
import { whenIdle } from '~/platform/schedule'
import { checkReplacement, noCardsText, replacementQuestionText, type ReplacementCheck } from '~/io/cards/replacement'
import { MAX_CARD_FILE_BYTES, sizeText } from '~/engine/limits'
import type { CardsText, ReplaceSubject } from '~/engine/messages/cards'
import type { LimitText } from '~/engine/messages/limits'
import type { WorkerMessageText } from '~/engine/messages/workers'
import { GCG_API_ATTRIBUTION, type Dataset, type DatasetMeta } from '~/schemas/stored'
import { WorkerFailed } from '~/workers/client'
import { keepCardFiles, keptCardFiles } from '~/platform/card-files'
import { useSettingsStore } from './settings'
import { useStorageStore } from './storage'

/**
 * The card file readers (every format, papaparse, the import worker's client and its message schemas) load
 * on the first import, not with the app: a reload of the editor has no use for them.
 */
const cardReaders = () => import('~/workers/card-import-client')
const ndjsonReader = () => import('~/io/cards/ndjson-stream')

/** Work on a new pool's search index for about this long per task. */
const INDEX_SLICE_MS = 8

export type CardsStatus = 'loading' | 'empty' | 'ready' | 'error'

/** What the last import or download did, for the report the user sees. */
export interface ImportReport {
  ok: boolean
  /** What to say, as a code and its values: the page words it in the language shown (useStoreMessages). */
  words: CardsWords
  result: FileImportResult | null
}

/**
 * What an import, a restore, a rebuild or an update check said, as a code and its values (useStoreMessages
 * words it). `no-cards` carries the card reader's code (io/cards/replacement.ts), `file-unreadable` the file
 * that is not UTF-8 text (null: one without a name), `download-failed` and `rebuild-failed` why (FailureParams), each followed by what became
 * of the data.
 */
export type CardsWords =
  | { code: 'imported'; params: { cards: number; printings: number; skipped: number } }
  | { code: 'no-cards'; params: { text: CardsText } }
  | { code: 'file-unreadable'; params: { file: string | null } }
  | { code: 'download-failed'; params: FailureParams }
  | { code: 'cancelled-saving'; params: Record<string, never> }
  | { code: 'full-import'; params: Record<string, never> }
  | { code: 'save-failed'; params: { detail: string } }
  | { code: 'kept'; params: { cards: number } }
  | { code: 'no-previous'; params: Record<string, never> }
  | { code: 'full-restore'; params: Record<string, never> }
  | { code: 'restore-failed'; params: { detail: string } }
  | { code: 'restored'; params: { cards: number; label: string | null } }
  | { code: 'rebuilt'; params: { cards: number; label: string; date: string } }
  | { code: 'rebuild-failed'; params: FailureParams }
  /** The kept files were read, but storing their cards failed: why, as the import would have said it. */
  | { code: 'rebuild-refused'; params: { cause: CardsWords } }
  | { code: 'too-big'; params: { problem: LimitText } }
  | { code: 'import-cancelled'; params: Record<string, never> }
  | { code: 'no-version'; params: Record<string, never> }
  | { code: 'up-to-date'; params: { version: string } }
  | { code: 'new-version'; params: { version: string; have: string | null } }

/**
 * Why a download or a rebuild failed: the import's own problem as a code (engine/messages/workers.ts: the
 * worker's, its client's, the import cancelled), or an error's own words (the download's, the browser's).
 */
export type FailureParams = { problem: WorkerMessageText } | { detail: string }

/** A failure as a code where the import worker's client gave one (it is loaded when the import ran). */
async function failureParams(e: unknown): Promise<FailureParams> {
  if (e instanceof WorkerFailed)
    return { problem: { code: e.failure.code === 'bad-answer' ? 'import.bad-answer' : 'import.stopped', params: { detail: e.failure.detail } } }
  if (e instanceof DownloadError) return { problem: e.problem }
  const { ImportFailed } = await cardReaders()
  return e instanceof ImportFailed ? { problem: e.problem } : { detail: (e as Error).message }
}

/** New card data held back until the player answers the question: replace anyway, or keep the cards. */
export interface PendingReplacement {
  /** What would replace how many cards with how many, as a code (the question's heading). */
  question: CardsText
  check: ReplacementCheck
  result: FileImportResult
  meta: DatasetMeta
  /** The files to keep once stored (see platform/card-files.ts). */
  keep?: readonly { name: string; data: Blob | string }[]
}

/**
 * The card database in the browser: loads it from IndexedDB, replaces it from a download or files.
 * Rules live in the engine; storage in db/; this store only coordinates and holds what the UI shows.
 */
export const useCardsStore = defineStore('cards', () => {
  const status = ref<CardsStatus>('loading')
  const pool = shallowRef<CardPool | null>(null)
  const dataset = ref<Dataset | null>(null)
  const unreadable = ref<LoadedCards['unreadable']>([])
  const busy = ref<null | 'download' | 'import' | 'update-check' | 'restore' | 'rebuild'>(null)
  const progress = ref<DownloadProgress | null>(null)
  /** Reading and checking card files (in the import worker), for the progress bar. */
  const importProgress = ref<ImportProgress | null>(null)
  /** Writing the new card data to the database (card rows so far, of all), for the progress bar. */
  const saveProgress = ref<{ done: number; total: number } | null>(null)
  const report = ref<ImportReport | null>(null)
  /** Why the card database could not be opened, in the browser's words (the pages say what it is). */
  const loadError = ref<string | null>(null)
  const pending = shallowRef<PendingReplacement | null>(null)
  /** The card data the last replacement set aside, or null when none is kept. */
  const previous = ref<PreviousCards | null>(null)
  /** What rebuilding the card list from its kept files did this start (null: nothing was rebuilt). */
  const rebuilt = ref<{ ok: boolean; words: CardsWords } | null>(null)
  /** The last update check's answer, as a code. */
  const updateWords = ref<CardsWords | null>(null)
  let abort: AbortController | null = null

  const cardCount = computed(() => pool.value?.size ?? 0)

  async function load() {
    status.value = 'loading'
    try {
      const [loaded, kept] = await Promise.all([loadCards(database()), loadPreviousCards(database())])
      previous.value = kept
      unreadable.value = loaded.unreadable
      dataset.value = loaded.dataset
      useStorageStore().keepCards(loaded.dataset, loaded.cards)
      pool.value = loaded.cards.length > 0 ? new CardPool(loaded.cards) : null
      status.value = pool.value ? 'ready' : 'empty'
      // No card data, but the files of the last import are kept: the database was damaged or deleted.
      if (!pool.value && busy.value === null) void rebuildFromKeptFiles()
    } catch (e) {
      loadError.value = (e as Error).message
      status.value = 'error'
    }
  }

  let firstLoad: Promise<void> | null = null
  /**
   * Read the stored card data once, however many callers ask (the app shell and a page opened by
   * its link both do): later calls share the first read. `load()` still reads again on purpose.
   */
  function ensureLoaded(): Promise<void> {
    if (firstLoad) return firstLoad
    // Already there (data imported, or set by a test): nothing to read.
    if (status.value !== 'loading' || pool.value) return Promise.resolve()
    return (firstLoad = load())
  }

  /**
   * A new pool's search index, built in slices of a few milliseconds between the save's steps; every page
   * searching the pool then finds it ready. `stop` ends it early (the pool will not be shown).
   */
  function prepareSearch(loaded: CardPool): { done: Promise<void>; stop: () => void } {
    let stopped = false
    const done = (async () => {
      // The search's code loads with the first import or search, not with the app's first script.
      const { cardRows, prepareRowsInSteps } = await import('~/engine/query')
      const step = prepareRowsInSteps(cardRows(loaded.cards))
      while (!stopped) {
        const t0 = performance.now()
        while (performance.now() - t0 < INDEX_SLICE_MS) if (step()) return
        await yieldToPage()
      }
    })()
    return { done, stop: () => (stopped = true) }
  }

  /** Imports' files kept one after another: an older copy finishing late would delete the newer one. */
  let keeping: Promise<unknown> = Promise.resolve()
  function keepFiles(files: readonly { name: string; data: Blob | string }[], meta: DatasetMeta): void {
    keeping = keeping.then(() => keepCardFiles(files, meta))
  }

  /**
   * Store new card data, unless it would lose much of what is stored (see checkReplacement): then it
   * waits in `pending` for the player's answer, and nothing is changed yet.
   */
  async function store(
    result: FileImportResult,
    meta: DatasetMeta,
    {
      subject = 'file',
      confirmed = false,
      keep,
    }: { subject?: ReplaceSubject; confirmed?: boolean; keep?: readonly { name: string; data: Blob | string }[] } = {},
  ): Promise<boolean> {
    if (result.cards.length === 0) {
      report.value = { ok: false, words: { code: 'no-cards', params: { text: noCardsText(result) } }, result }
      return false
    }
    if (!confirmed) {
      const check = checkReplacement(new Set(pool.value?.cards.map((c) => c.number)), result)
      if (check.action === 'ask') {
        pending.value = { question: replacementQuestionText(check, subject), check, result, meta, keep }
        return false
      }
    }
    const next: Dataset = { ...meta, id: 'current', cards: result.cards.length, printings: result.printings, importedAt: new Date().toISOString() }
    let loaded: CardPool
    let indexed: { done: Promise<void>; stop: () => void } | undefined
    try {
      saveProgress.value = { done: 0, total: result.cards.length }
      // In a task of its own: not in the one that received the last cards from the worker.
      await yieldToPage()
      loaded = new CardPool(result.cards)
      // The search index is built while the rows are saved, not in the task that shows the new pool.
      indexed = prepareSearch(loaded)
      const rows = await replaceCards(database(), result.cards, next, {
        signal: abort?.signal,
        onProgress: (done, total) => (saveProgress.value = { done, total }),
      })
      useStorageStore().keepCards(next, rows)
    } catch (e) {
      indexed?.stop()
      if (e instanceof WriteCancelled) {
        report.value = { ok: false, words: { code: 'cancelled-saving', params: {} }, result }
        return false
      }
      const full = useStorageStore().reportFailure(e)
      report.value = {
        ok: false,
        words: full ? { code: 'full-import', params: {} } : { code: 'save-failed', params: { detail: (e as Error).message } },
        result,
      }
      return false
    } finally {
      saveProgress.value = null
    }
    const [kept] = await Promise.all([loadPreviousCards(database()).catch(() => previous.value), indexed.done])
    // Showing the new pool (every page searching it redraws) in a task of its own, with its report: one redraw, not two.
    await yieldToPage()
    pool.value = loaded
    dataset.value = next
    status.value = 'ready'
    previous.value = kept
    report.value = {
      ok: true,
      words: { code: 'imported', params: { cards: result.cards.length, printings: result.printings, skipped: result.skipped } },
      result,
    }
    // Now there is data worth keeping: ask the browser not to evict it under storage pressure.
    void requestPersistentStorage()
    // The files themselves, outside IndexedDB (what rebuilds the cards if the database is damaged): after
    // the report, in the background.
    if (keep) keepFiles(keep, meta)
    return true
  }

  /** The player's answer to the question: store the held-back data after all. */
  async function replaceAnyway(): Promise<boolean> {
    const p = pending.value
    if (!p) return false
    pending.value = null
    busy.value = 'import'
    abort = new AbortController()
    try {
      return await store(p.result, p.meta, { confirmed: true, keep: p.keep })
    } finally {
      busy.value = null
      abort = null
    }
  }

  /** The other answer: drop the held-back data; the stored cards stay as they are. */
  function keepCards(): void {
    const p = pending.value
    if (!p) return
    pending.value = null
    report.value = {
      ok: false,
      words: { code: 'kept', params: { cards: p.check.current } },
      result: p.result,
    }
  }

  /** Swap the previous card data back in; the data it replaces becomes the previous copy in turn. */
  async function restorePrevious(): Promise<boolean> {
    busy.value = 'restore'
    report.value = null
    pending.value = null
    try {
      if (!(await restorePreviousCards(database()))) {
        report.value = {
          ok: false,
          words: { code: 'no-previous', params: {} },
          result: null,
        }
        return false
      }
    } catch (e) {
      const full = useStorageStore().reportFailure(e)
      report.value = {
        ok: false,
        words: full ? { code: 'full-restore', params: {} } : { code: 'restore-failed', params: { detail: (e as Error).message } },
        result: null,
      }
      return false
    } finally {
      busy.value = null
    }
    await load()
    report.value = {
      ok: true,
      words: { code: 'restored', params: { cards: cardCount.value, label: dataset.value?.label ?? null } },
      result: null,
    }
    return true
  }

  /** The import worker started ahead for the page offering the import (offerImport), if any. */
  let warm: { cancel: () => void; started: boolean } | null = null
  /**
   * The player has the import in view: the import worker is started once the page is idle, so a file
   * chosen later does not wait for the worker's code to load. `leaveImport` ends it if no import took it.
   */
  function offerImport(): void {
    if (warm) return
    const w = { cancel: () => {}, started: false }
    w.cancel = whenIdle(
      () =>
        void cardReaders().then((m) => {
          if (warm !== w) return
          w.started = true
          m.startImportWorker()
        }),
    )
    warm = w
  }
  function leaveImport(): void {
    const w = warm
    warm = null
    w?.cancel()
    if (w?.started) void cardReaders().then((m) => m.stopImportWorker())
  }

  /** Cards from files read off the main thread (the import worker); Cancel (cancel()) stops it. */
  async function readCards(files: readonly WorkerCardFile[], signal: AbortSignal): Promise<FileImportResult> {
    importProgress.value = { phase: 'checking', done: 0, total: files.length }
    try {
      const { importFilesInWorker } = await cardReaders()
      return await importFilesInWorker(files, { signal, onProgress: (p) => (importProgress.value = p) })
    } finally {
      importProgress.value = null
    }
  }

  /** The worker's view of the files: NDJSON is streamed here line by line, the rest read in the worker. */
  function workerFiles(files: readonly File[]): Promise<WorkerCardFile[]> {
    return Promise.all(
      files.map(async (f) =>
        isNdjsonName(f.name)
          ? { name: f.name, text: '', imported: await (await ndjsonReader()).importGcgApiNdjsonChunks(fileTextChunks(f)) }
          : { name: f.name, blob: f },
      ),
    )
  }

  /**
   * The card tables are empty but the files of the last good import are kept (platform/card-files.ts):
   * the database was damaged or deleted, so the cards are read from those files again, without a network.
   */
  async function rebuildFromKeptFiles(): Promise<boolean> {
    const kept = await keptCardFiles()
    if (!kept || busy.value !== null || pool.value) return false
    busy.value = 'rebuild'
    abort = new AbortController()
    useStorageStore().noteCardsRebuilt(null)
    let cards = 0
    try {
      const result = await readCards(await workerFiles(kept.files), abort.signal)
      // Stored with confirmed set, a failure always leaves its report (shown too): that is why the rebuild failed.
      if (!(await store(result, kept.dataset, { confirmed: true }))) {
        const cause: CardsWords = report.value?.words ?? { code: 'no-cards', params: { text: noCardsText(result) } }
        rebuilt.value = { ok: false, words: { code: 'rebuild-refused', params: { cause } } }
        return false
      }
      report.value = null
      rebuilt.value = {
        ok: true,
        words: { code: 'rebuilt', params: { cards: result.cards.length, label: kept.dataset.label, date: kept.keptAt } },
      }
      cards = result.cards.length
      return true
    } catch (e) {
      rebuilt.value = { ok: false, words: { code: 'rebuild-failed', params: await failureParams(e) } }
      return false
    } finally {
      useStorageStore().noteCardsRebuilt(cards)
      busy.value = null
      abort = null
    }
  }

  /** Import dropped or picked files (a card file, or several with errata, rulings, a manifest). */
  async function importFiles(files: readonly File[]): Promise<boolean> {
    busy.value = 'import'
    report.value = null
    pending.value = null
    abort = new AbortController()
    try {
      const tooBig = files.find((f) => f.size > MAX_CARD_FILE_BYTES)
      if (tooBig) {
        const problem = sizeText(tooBig.name, tooBig.size, MAX_CARD_FILE_BYTES)!
        report.value = { ok: false, words: { code: 'too-big', params: { problem } }, result: null }
        return false
      }
      // The worker reads the card files itself (decoding 85 MB here would be a long task), the manifest
      // among them (for the data set's version); NDJSON is streamed here line by line.
      let texts: WorkerCardFile[]
      let result: FileImportResult
      try {
        texts = await workerFiles(files)
        result = await readCards(texts, abort.signal)
      } catch (e) {
        if (e instanceof FileReadError) {
          report.value = { ok: false, words: { code: 'file-unreadable', params: { file: e.file } }, result: null }
          return false
        }
        if (!(e instanceof (await cardReaders()).ImportCancelled)) throw e
        report.value = { ok: false, words: { code: 'import-cancelled', params: {} }, result: null }
        return false
      }
      const manifest = result.files.find((f) => f.manifest)?.manifest
      const gcgApi = result.files.some((f) => f.source === 'gcg-api')
      return await store(
        result,
        {
          source: result.source,
          label: files.map((f) => f.name).join(', '),
          version: manifest?.version ?? null,
          builtAt: manifest?.builtAt ?? null,
          url: null,
          attribution: gcgApi ? GCG_API_ATTRIBUTION : null,
        },
        { subject: pluralForm(files.length, 'file', 'files') as ReplaceSubject, keep: files.map((f) => ({ name: f.name, data: f })) },
      )
    } finally {
      busy.value = null
      abort = null
    }
  }

  /** Download the card list from the URL in settings; the old data stays unless the new is whole. */
  async function download(): Promise<boolean> {
    const url = useSettingsStore().settings.datasetUrl
    busy.value = 'download'
    report.value = null
    pending.value = null
    progress.value = { loaded: 0, total: null }
    abort = new AbortController()
    try {
      const text = await downloadText(url, (p) => (progress.value = p), abort.signal)
      const [manifest, errata, rulings] = await Promise.all([
        fetchManifest(url, abort.signal),
        fetchOptionalText(siblingUrl(url, 'errata.json'), abort.signal),
        fetchOptionalText(siblingUrl(url, 'rulings.json'), abort.signal),
      ])
      const files: CardFile[] = [{ name: url.split('/').pop() || 'cards.json', text }]
      if (errata) files.push({ name: 'errata.json', text: errata })
      if (rulings) files.push({ name: 'rulings.json', text: rulings })
      // Listed in the report beside the others, with the version it gives.
      if (manifest) files.push({ name: 'manifest.json', text: JSON.stringify(manifest) })
      const result = await readCards(files, abort.signal)
      return await store(
        result,
        {
          source: result.source,
          label: 'gcg-api (download)',
          version: manifest?.dataset_version ?? null,
          builtAt: manifest?.built_at ?? null,
          url,
          attribution: GCG_API_ATTRIBUTION,
        },
        { subject: 'download', keep: files.map((f) => ({ name: f.name, data: f.text })) },
      )
    } catch (e) {
      report.value = { ok: false, words: { code: 'download-failed', params: await failureParams(e) }, result: null }
      return false
    } finally {
      busy.value = null
      progress.value = null
      abort = null
    }
  }

  function cancel() {
    abort?.abort()
  }

  async function checkForUpdates(): Promise<void> {
    const url = useSettingsStore().settings.datasetUrl
    busy.value = 'update-check'
    updateWords.value = null
    try {
      const manifest = await fetchManifest(url)
      if (!manifest?.dataset_version) {
        updateWords.value = { code: 'no-version', params: {} }
      } else if (manifest.dataset_version === dataset.value?.version) {
        updateWords.value = { code: 'up-to-date', params: { version: manifest.dataset_version } }
      } else {
        updateWords.value = { code: 'new-version', params: { version: manifest.dataset_version, have: dataset.value?.version ?? null } }
      }
    } finally {
      busy.value = null
    }
  }

  return {
    status,
    pool,
    dataset,
    unreadable,
    busy,
    progress,
    importProgress,
    saveProgress,
    report,
    loadError,
    updateWords,
    pending,
    previous,
    rebuilt,
    cardCount,
    load,
    ensureLoaded,
    importFiles,
    download,
    cancel,
    checkForUpdates,
    replaceAnyway,
    keepCards,
    restorePrevious,
    offerImport,
    leaveImport,
  }
})
