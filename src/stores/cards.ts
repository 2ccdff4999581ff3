import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import { DownloadError, downloadText, fetchManifest, fetchOptionalText, siblingUrl, type DownloadProgress } from '~/api/card-download'
import { loadCards, replaceCards, type LoadedCards } from '~/db/cards-repository'
import { database } from '~/db/database'
import { CardPool } from '~/engine/cards/pool'
import { importCardFiles, type CardFile, type FileImportResult } from '~/io/cards/detect'
import { fileTextChunks, FileReadError, isNdjsonName, readFileText } from '~/api/read-file'
import { requestPersistentStorage } from '~/api/storage'
import { importGcgApiNdjsonChunks } from '~/io/cards/ndjson-stream'
import { MAX_CARD_FILE_BYTES, sizeProblem } from '~/engine/limits'
import type { Dataset } from '~/schemas/stored'
import { useSettingsStore } from './settings'
import { useStorageStore } from './storage'

export const GCG_API_ATTRIBUTION =
  'Card data from the gcg-api data set, available under the Open Database License (ODbL) 1.0. Not affiliated with Bandai; Gundam and card names are property of Bandai.'

export const MAX_FILE_BYTES = MAX_CARD_FILE_BYTES

export type CardsStatus = 'loading' | 'empty' | 'ready' | 'error'

/** What the last import or download did, for the report the user sees. */
export interface ImportReport {
  ok: boolean
  message: string
  result: FileImportResult | null
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
  const busy = ref<null | 'download' | 'import' | 'update-check'>(null)
  const progress = ref<DownloadProgress | null>(null)
  const report = ref<ImportReport | null>(null)
  const loadError = ref<string | null>(null)
  const updateMessage = ref<string | null>(null)
  let abort: AbortController | null = null

  const cardCount = computed(() => pool.value?.size ?? 0)

  async function load() {
    status.value = 'loading'
    try {
      const loaded = await loadCards(database())
      unreadable.value = loaded.unreadable
      dataset.value = loaded.dataset
      pool.value = loaded.cards.length > 0 ? new CardPool(loaded.cards) : null
      status.value = pool.value ? 'ready' : 'empty'
    } catch (e) {
      loadError.value = `The card database could not be opened: ${(e as Error).message}`
      status.value = 'error'
    }
  }

  async function store(result: FileImportResult, meta: Omit<Dataset, 'id' | 'cards' | 'printings' | 'importedAt'>): Promise<boolean> {
    if (result.cards.length === 0) {
      report.value = { ok: false, message: `No cards could be read, so nothing was changed. ${result.errors[0]?.message ?? ''}`.trim(), result }
      return false
    }
    const next: Dataset = { ...meta, id: 'current', cards: result.cards.length, printings: result.printings, importedAt: new Date().toISOString() }
    try {
      await replaceCards(database(), result.cards, next)
    } catch (e) {
      const full = useStorageStore().reportFailure(e)
      report.value = {
        ok: false,
        message: full
          ? 'Not imported: this device is out of storage space, so gundeck has stopped saving. Your previous card data is unchanged. Free some space, press Try again, then import again.'
          : `Saving failed, so your previous card data is unchanged: ${(e as Error).message}`,
        result,
      }
      return false
    }
    pool.value = new CardPool(result.cards)
    dataset.value = next
    status.value = 'ready'
    // Now there is data worth keeping: ask the browser not to evict it under storage pressure.
    void requestPersistentStorage()
    const skipped = result.skipped > 0 ? `, ${result.skipped} skipped` : ''
    report.value = { ok: true, message: `Imported ${result.cards.length} cards (${result.printings} printings)${skipped}.`, result }
    return true
  }

  /** Import dropped or picked files (a card file, or several with errata, rulings, a manifest). */
  async function importFiles(files: readonly File[]): Promise<boolean> {
    busy.value = 'import'
    report.value = null
    try {
      const tooBig = files.find((f) => f.size > MAX_FILE_BYTES)
      if (tooBig) {
        report.value = { ok: false, message: `${sizeProblem(tooBig.name, tooBig.size, MAX_FILE_BYTES)}. Nothing was changed.`, result: null }
        return false
      }
      let texts: CardFile[]
      try {
        texts = await Promise.all(
          files.map(async (f) =>
            isNdjsonName(f.name) ? { name: f.name, text: '', imported: await importGcgApiNdjsonChunks(fileTextChunks(f)) } : { name: f.name, text: await readFileText(f) },
          ),
        )
      } catch (e) {
        if (!(e instanceof FileReadError)) throw e
        report.value = { ok: false, message: `${e.message} Nothing was changed.`, result: null }
        return false
      }
      const result = importCardFiles(texts)
      const manifest = readManifest(texts)
      const gcgApi = result.files.some((f) => f.source === 'gcg-api')
      return await store(result, {
        source: result.source,
        label: files.map((f) => f.name).join(', '),
        version: manifest?.dataset_version ?? null,
        builtAt: manifest?.built_at ?? null,
        url: null,
        attribution: gcgApi ? GCG_API_ATTRIBUTION : null,
      })
    } finally {
      busy.value = null
    }
  }

  /** Download the card list from the URL in settings; the old data stays unless the new is whole. */
  async function download(): Promise<boolean> {
    const url = useSettingsStore().settings.datasetUrl
    busy.value = 'download'
    report.value = null
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
      const result = importCardFiles(files)
      return await store(result, {
        source: result.source,
        label: 'gcg-api (download)',
        version: manifest?.dataset_version ?? null,
        builtAt: manifest?.built_at ?? null,
        url,
        attribution: GCG_API_ATTRIBUTION,
      })
    } catch (e) {
      report.value = { ok: false, message: `${e instanceof DownloadError ? e.message : (e as Error).message} Your card data is unchanged.`, result: null }
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
    updateMessage.value = null
    try {
      const manifest = await fetchManifest(url)
      if (!manifest?.dataset_version) updateMessage.value = 'The data set publishes no version to compare; download it again to be sure.'
      else if (manifest.dataset_version === dataset.value?.version) updateMessage.value = `Up to date (version ${manifest.dataset_version}).`
      else updateMessage.value = `A new version is available: ${manifest.dataset_version}${dataset.value?.version ? ` (you have ${dataset.value.version})` : ''}.`
    } finally {
      busy.value = null
    }
  }

  return { status, pool, dataset, unreadable, busy, progress, report, loadError, updateMessage, cardCount, load, importFiles, download, cancel, checkForUpdates }
})

function readManifest(files: readonly CardFile[]): { dataset_version?: string; built_at?: string } | null {
  const m = files.find((f) => /manifest\.json$/i.test(f.name))
  if (!m) return null
  try {
    const json = JSON.parse(m.text) as { dataset_version?: unknown; built_at?: unknown }
    return {
      dataset_version: typeof json.dataset_version === 'string' ? json.dataset_version : undefined,
      built_at: typeof json.built_at === 'string' ? json.built_at : undefined,
    }
  } catch {
    return null
  }
}
