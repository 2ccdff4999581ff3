import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import { releaseSettings } from '~/platform/pending-settings'
import { FileReadError, readFileText } from '~/platform/read-file'
import { saveTextFile } from '~/platform/save-file'
import { currentCounts, gatherBackup, readUnreadable, restoreBackup } from '~/db/backup-repository'
import { database } from '~/db/database'
import { replaceRememberedDecks } from '~/db/deck-mirror'
import { backupFileName, summarizeBackup, writeBackup, type BackupSummary } from '~/io/backup-write'
import { MAX_BACKUP_BYTES, sizeText } from '~/engine/limits'
import type { BackupText } from '~/engine/messages/backup'
import type { LimitText } from '~/engine/messages/limits'
import type { Backup } from '~/schemas/backup'
import type { DataTable } from '~/schemas/stored'
import { useCardsStore } from './cards'
import { useSettingsStore } from './settings'
import { useStorageStore } from './storage'
import { version as APP_VERSION } from '../../package.json'

/** A checked backup waiting for the user to confirm the restore. */
export interface PendingRestore {
  fileName: string
  backup: Backup
  /** What the file held that is left out (saved games that cannot be loaded), each with its path, as codes. */
  skipped: BackupText[]
  summary: BackupSummary
  current: { decks: number; history: number; cards: number }
}

/**
 * What the panel and the storage notices say about a backup or a restore, as a code and its values; the
 * view words it in the language shown (composables/useStoreMessages.ts, locales/<language>/stores.ts).
 * `detail` is what the browser or the file reader said, shown as it is; `text` and `skipped` are the backup
 * reader's codes (io/backup.ts, engine/messages/backup.ts).
 */
export type BackupMessage =
  | { ok: true; code: 'saved'; params: { decks: number; history: number; playtests: number; cards: number | null; unreadable: number } }
  | { ok: true; code: 'restored'; params: { decks: number; history: number; playtests: number; file: string; skipped: BackupText[] } }
  | { ok: false; code: 'failed'; params: { reason: 'no-copy-halted' | 'no-copy' | null; detail: string } }
  | { ok: false; code: 'too-big'; params: { problem: LimitText } }
  | { ok: false; code: 'not-a-backup'; params: { file: string; text: BackupText } }
  | { ok: false; code: 'not-text'; params: { file: string } }
  | { ok: false; code: 'unreadable'; params: { file: string; detail: string } }
  | { ok: false; code: 'quota'; params: Record<string, never> }
  | { ok: false; code: 'restore-failed'; params: { detail: string } }

/** A backup could not be made for a reason gundeck knows, not the browser's. */
class NoCopy extends Error {
  constructor(readonly reason: 'no-copy-halted' | 'no-copy') {
    super(reason)
  }
}

/** Backup, restore, and the download of records that could not be read. */
export const useBackupStore = defineStore('backup', () => {
  const busy = ref(false)
  const message = ref<BackupMessage | null>(null)
  // Shallow: the backup is written to IndexedDB as it is, and a saved game's states (kept as read, not
  // rebuilt by the schema) would otherwise be reactive proxies, which IndexedDB cannot clone.
  const pending = shallowRef<PendingRestore | null>(null)
  /** The tables of the records the last backup had to leave out: the panel offers them as a file. */
  const leftOut = ref<DataTable[]>([])

  async function download(includeCards: boolean): Promise<void> {
    busy.value = true
    message.value = null
    leftOut.value = []
    try {
      // After a full disk the database is shut (and may be gone): the copy in memory is the backup. One
      // that cannot be opened at all leaves the decks' copy in localStorage.
      const storage = useStorageStore()
      const shut = storage.halted !== null || storage.unopenable !== null
      const rescue = shut ? storage.rescueCopy(includeCards) : null
      if (shut && !rescue) throw new NoCopy(storage.halted ? 'no-copy-halted' : 'no-copy')
      const { backup, left } = rescue
        ? { backup: { ...rescue, app: APP_VERSION }, left: [] }
        : await gatherBackup(database(), { includeCards, app: APP_VERSION })
      saveTextFile(backupFileName(), writeBackup(backup))
      const s = summarizeBackup(backup)
      leftOut.value = [...new Set(left.map((r) => r.table))]
      message.value = {
        ok: true,
        code: 'saved',
        params: { decks: s.decks, history: s.history, playtests: s.playtests, cards: s.cards, unreadable: left.length },
      }
    } catch (e) {
      message.value = {
        ok: false,
        code: 'failed',
        params: e instanceof NoCopy ? { reason: e.reason, detail: '' } : { reason: null, detail: (e as Error).message },
      }
    } finally {
      busy.value = false
    }
  }

  /** Read and check a backup file; nothing changes until `confirm()`. */
  async function pick(file: File): Promise<boolean> {
    busy.value = true
    message.value = null
    pending.value = null
    try {
      const tooBig = sizeText(file.name, file.size, MAX_BACKUP_BYTES)
      if (tooBig) {
        message.value = { ok: false, code: 'too-big', params: { problem: tooBig } }
        return false
      }
      // Fetched with the first file chosen: reading checks saved games with the playtest's code.
      const { readBackup } = await import('~/io/backup')
      const read = readBackup(await readFileText(file))
      if (!read.ok) {
        message.value = { ok: false, code: 'not-a-backup', params: { file: file.name, text: read.text } }
        return false
      }
      pending.value = {
        fileName: file.name,
        backup: read.backup,
        skipped: read.skippedTexts,
        summary: summarizeBackup(read.backup),
        current: await currentCounts(database()),
      }
      return true
    } catch (e) {
      message.value =
        e instanceof FileReadError
          ? { ok: false, code: 'not-text', params: { file: file.name } }
          : { ok: false, code: 'unreadable', params: { file: file.name, detail: (e as Error).message } }
      return false
    } finally {
      busy.value = false
    }
  }

  async function confirm(): Promise<boolean> {
    const p = pending.value
    if (!p) return false
    busy.value = true
    try {
      await restoreBackup(database(), p.backup)
      replaceRememberedDecks(p.backup.decks)
      pending.value = null
      releaseSettings()
      await useSettingsStore().load()
      if (p.backup.cards) await useCardsStore().load()
      message.value = {
        ok: true,
        code: 'restored',
        params: { decks: p.summary.decks, history: p.summary.history, playtests: p.summary.playtests, file: p.fileName, skipped: p.skipped },
      }
      return true
    } catch (e) {
      message.value = useStorageStore().reportFailure(e)
        ? { ok: false, code: 'quota', params: {} }
        : { ok: false, code: 'restore-failed', params: { detail: (e as Error).message } }
      return false
    } finally {
      busy.value = false
    }
  }

  function cancel() {
    pending.value = null
  }

  /** The raw records that failed to parse, as one JSON file to keep or send in a bug report. */
  async function downloadUnreadable(tables: readonly DataTable[], name: string): Promise<number> {
    const records = await readUnreadable(database(), tables)
    saveTextFile(
      `gundeck-unreadable-${name}-${new Date().toISOString().slice(0, 10)}.json`,
      JSON.stringify({ kind: 'gundeck-unreadable-records', savedAt: new Date().toISOString(), records }, null, 2),
    )
    return records.length
  }

  return { busy, message, pending, leftOut, download, pick, confirm, cancel, downloadUnreadable }
})
