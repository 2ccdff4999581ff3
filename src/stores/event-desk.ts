import { defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import { DeskCancelled, DeskChecker, DeskRefused } from '~/workers/event-desk-client'
import { WorkerFailed, type WorkerFailure } from '~/workers/client'
import type { WorkerText } from '~/engine/messages/workers'
import { database } from '~/db/database'
import { deleteEvent, listEvents, loadEvent, saveEvent, type SavedEventSummary } from '~/db/events-repository'
import { splitPastedLists } from '~/engine/event/desk'
import { eventReportCsv } from '~/engine/event/report'
import type { DeskRow, DeskSettings, SavedEvent } from '~/schemas/event'
import type { DeskList } from '~/schemas/event-messages'
import { useCardsStore } from './cards'
import { useCardNamesStore } from './card-names'
import { useStorageStore } from './storage'

/**
 * What went wrong at the desk, as a code and its values; the page words it (useStoreMessages). `detail` is the
 * browser's or the reader's own words. Checking fails with the worker failing (`failure`: its code), with the
 * worker's own problem (`problem`: its code), or with an error that has only its own words (`detail`).
 */
export type DeskError =
  | { code: 'no-cards' }
  | { code: 'check-failed'; failure: WorkerFailure }
  | { code: 'check-failed'; problem: WorkerText }
  | { code: 'check-failed'; detail: string }
  | { code: 'nothing-pasted' }
  | { code: 'gone' }
  | { code: 'unreadable'; detail: string }

/** Why checking failed, as the desk keeps it. */
function checkFailed(e: unknown): DeskError {
  if (e instanceof WorkerFailed) return { code: 'check-failed', failure: e.failure }
  if (e instanceof DeskRefused && e.problem) return { code: 'check-failed', problem: e.problem }
  return { code: 'check-failed', detail: (e as Error).message }
}

/** What became of saving an event (or reading the saved ones), as a code and its values. */
export type DeskSaveMessage =
  { code: 'saved'; name: string; lists: number } | { code: 'full' } | { code: 'save-failed'; detail: string } | { code: 'list-failed'; detail: string }

const today = () => new Date().toISOString().slice(0, 10)

/**
 * The event desk: the lists on the desk, read and checked in the desk's worker, and the events the
 * organiser saved. Nothing is stored until `save`: the lists live in this tab until then.
 */
export const useEventDeskStore = defineStore('event-desk', () => {
  const settings = ref<DeskSettings>({ format: 'gcg', date: today(), assumeResources: true })
  const rows = shallowRef<DeskRow[]>([])
  // Lists written with the names of a names file the organiser imported read as those cards.
  const cardNames = useCardNamesStore()
  cardNames.init()
  /** What was dropped or pasted, kept to check again when the settings change. */
  let inputs: DeskList[] = []
  const progress = ref<{ done: number; total: number } | null>(null)
  const error = ref<DeskError | null>(null)
  /** The ban list the rows were checked against ("name, date"), or null for none. */
  const banList = ref<string | null>(null)
  /** The saved event on the desk, when it is one; its rows are as saved until checked again. */
  const eventId = ref<string | null>(null)
  const eventName = ref('')
  const saved = ref<SavedEventSummary[]>([])
  const saveMessage = ref<DeskSaveMessage | null>(null)
  /** Rows changed since the last save (or since the desk was cleared). */
  const unsaved = ref(false)
  let checker: DeskChecker | null = null
  let abort: AbortController | null = null

  const running = computed(() => progress.value !== null)

  function worker(): DeskChecker {
    checker ??= new DeskChecker()
    return checker
  }

  /** Send the card data to the worker ahead of the first drop, so the first lists are checked at once. */
  function warmUp() {
    const pool = useCardsStore().pool
    if (pool) void worker().sendPool(pool)
  }

  async function run(lists: DeskList[], replace: boolean): Promise<void> {
    const pool = useCardsStore().pool
    error.value = null
    if (!pool) {
      error.value = { code: 'no-cards' }
      return
    }
    if (lists.length === 0) return
    abort?.abort()
    const controller = (abort = new AbortController())
    if (replace) {
      rows.value = []
      inputs = []
    }
    inputs = inputs.concat(lists)
    const first = rows.value.length
    progress.value = { done: 0, total: lists.length }
    unsaved.value = true
    // Rows come in chunks of 100; the table is redrawn with what came at most every 250 ms, not per chunk.
    let waiting: DeskRow[] = []
    let timer: ReturnType<typeof setTimeout> | null = null
    let barAt = 0
    const land = () => {
      timer = null
      if (abort === controller && waiting.length) rows.value = rows.value.concat(waiting)
      waiting = []
    }
    try {
      const done = await worker().check(
        pool,
        lists,
        { ...settings.value },
        first,
        {
          onRows: (chunk) => {
            if (abort !== controller) return
            waiting.push(...chunk)
            if (rows.value.length === first && waiting.length === chunk.length) land()
            else timer ??= setTimeout(land, 250)
          },
          onProgress: (d, total) => {
            if (abort !== controller) return
            // The bar moves a few times a second, not for each slice the worker checked: each move is a frame of the page to draw.
            const t = performance.now()
            if (t - barAt < 150 && d < total) return
            barAt = t
            progress.value = { done: d, total }
          },
        },
        controller.signal,
        cardNames.sets,
      )
      if (timer) clearTimeout(timer)
      land()
      if (abort === controller) banList.value = done.banList
    } catch (e) {
      if (abort === controller && !(e instanceof DeskCancelled)) error.value = checkFailed(e)
    } finally {
      if (abort === controller) {
        progress.value = null
        abort = null
      }
    }
  }

  /** Files (deck lists, ZIPs of them), added to the desk: the worker reads them. */
  function addFiles(files: readonly { name: string; blob: Blob }[]) {
    return run(
      files.map((f) => ({ name: f.name, blob: f.blob })),
      false,
    )
  }

  /** Lists pasted in one box, separated by lines of dashes. */
  function addPasted(text: string): Promise<void> {
    const parts = splitPastedLists(text)
    if (parts.length === 0) {
      error.value = { code: 'nothing-pasted' }
      return Promise.resolve()
    }
    const offset = inputs.filter((i) => /^Pasted list \d+$/.test(i.name)).length
    return run(
      parts.map((p, k) => ({ name: `Pasted list ${offset + k + 1}`, text: p.text })),
      false,
    )
  }

  function cancel() {
    abort?.abort()
    abort = null
    progress.value = null
  }

  /** Check everything on the desk again (the format, date or switch changed). A saved event is checked from its lists' text. */
  function recheck() {
    const lists = inputs.length > 0 ? inputs : rows.value.filter((r) => r.text !== '').map((r) => ({ name: r.file, text: r.text }))
    if (lists.length > 0) void run(lists, true)
  }
  /** Set while a saved event's own settings are put back: its rows are shown as they were checked. */
  let restoring = false
  watch(
    settings,
    () => {
      if (restoring) restoring = false
      else recheck()
    },
    { deep: true },
  )

  function clear() {
    cancel()
    rows.value = []
    inputs = []
    banList.value = null
    eventId.value = null
    eventName.value = ''
    unsaved.value = false
    error.value = null
    saveMessage.value = null
  }

  const csv = () => eventReportCsv(rows.value.map((r) => r.report))

  async function refreshSaved() {
    try {
      saved.value = await listEvents(database())
    } catch (e) {
      saveMessage.value = { code: 'list-failed', detail: (e as Error).message }
    }
  }

  async function save(name: string): Promise<boolean> {
    const event: SavedEvent = {
      id: eventId.value ?? `event-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      name: name.trim() || `Event of ${settings.value.date}`,
      savedAt: new Date().toISOString(),
      settings: { ...settings.value },
      banList: banList.value,
      rows: rows.value,
    }
    const write = () => saveEvent(database(), event)
    try {
      await write()
    } catch (e) {
      const storage = useStorageStore()
      const full = storage.reportFailure(e)
      if (full) storage.whenSpaceIsBack(`event:${event.id}`, async () => (await write(), true))
      saveMessage.value = full ? { code: 'full' } : { code: 'save-failed', detail: (e as Error).message }
      return false
    }
    eventId.value = event.id
    eventName.value = event.name
    unsaved.value = false
    saveMessage.value = { code: 'saved', name: event.name, lists: rows.value.length }
    await refreshSaved()
    return true
  }

  async function open(id: string): Promise<void> {
    cancel()
    saveMessage.value = null
    const found = await loadEvent(database(), id)
    if (!found) {
      error.value = { code: 'gone' }
      return
    }
    if (!('event' in found)) {
      error.value = { code: 'unreadable', detail: found.problem }
      return
    }
    const e = found.event
    inputs = []
    rows.value = e.rows
    banList.value = e.banList
    eventId.value = e.id
    eventName.value = e.name
    if (JSON.stringify(settings.value) !== JSON.stringify(e.settings)) {
      restoring = true
      settings.value = { ...e.settings }
    }
    unsaved.value = false
  }

  async function remove(id: string) {
    await deleteEvent(database(), id)
    if (eventId.value === id) eventId.value = null
    await refreshSaved()
  }

  function dispose() {
    cancel()
    checker?.dispose()
    checker = null
  }

  return {
    settings,
    rows,
    progress,
    running,
    error,
    banList,
    eventId,
    eventName,
    saved,
    saveMessage,
    unsaved,
    warmUp,
    addFiles,
    addPasted,
    recheck,
    cancel,
    clear,
    csv,
    refreshSaved,
    save,
    open,
    remove,
    dispose,
  }
})
