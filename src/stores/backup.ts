import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import { releaseSettings } from '~/platform/pending-settings'
import { FileReadError, readFileText } from '~/platform/read-file'
import { saveTextFile } from '~/platform/save-file'
import { QUOTA_MESSAGE } from '~/platform/storage'
import { currentCounts, gatherBackup, readUnreadable, restoreBackup } from '~/db/backup-repository'
import { database } from '~/db/database'
import { replaceRememberedDecks } from '~/db/deck-mirror'
import { backupFileName, readBackup, summarizeBackup, writeBackup, type BackupSummary } from '~/io/backup'
import { MAX_BACKUP_BYTES, sizeProblem } from '~/engine/limits'
import { plural, pluralForm } from '~/engine/text/format'
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
  /** What the file held that is left out (saved games that cannot be loaded), each with its path. */
  skipped: string[]
  summary: BackupSummary
  current: { decks: number; history: number; cards: number }
}

/** Saved games the file held that could not be loaded: named (the first three), not restored. */
function skippedNote(skipped: readonly string[]): string {
  if (!skipped.length) return ''
  const more = skipped.length > 3 ? `; and ${skipped.length - 3} more` : ''
  return ` ${plural(skipped.length, 'saved playtest')} in it could not be read and ${pluralForm(skipped.length, 'was', 'were')} left out (${skipped.slice(0, 3).join('; ')}${more}).`
}

/** Backup, restore, and the download of records that could not be read. */
export const useBackupStore = defineStore('backup', () => {
  const busy = ref(false)
  const message = ref<{ ok: boolean; text: string } | null>(null)
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
      if (shut && !rescue)
        throw new Error(
          storage.halted ? 'nothing was read from this device before saving stopped, and no copy of your decks was found' : 'no copy of your decks was found',
        )
      const { backup, left } = rescue
        ? { backup: { ...rescue, app: APP_VERSION }, left: [] }
        : await gatherBackup(database(), { includeCards, app: APP_VERSION })
      saveTextFile(backupFileName(), writeBackup(backup))
      const s = summarizeBackup(backup)
      leftOut.value = [...new Set(left.map((r) => r.table))]
      const leftNote = left.length
        ? ` ${plural(left.length, 'unreadable record')} ${pluralForm(left.length, 'is', 'are')} not in it: download ${pluralForm(left.length, 'it', 'them')} with "Download unreadable records" below.`
        : ''
      message.value = {
        ok: true,
        text: `Backup saved: ${plural(s.decks, 'deck')}, ${plural(s.history, 'history entry', 'history entries')}${s.playtests ? `, ${plural(s.playtests, 'saved playtest')}` : ''}${s.cards !== null ? `, ${plural(s.cards, 'card')}` : ''}.${leftNote}`,
      }
    } catch (e) {
      message.value = { ok: false, text: `The backup could not be made: ${(e as Error).message}` }
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
      const tooBig = sizeProblem(file.name, file.size, MAX_BACKUP_BYTES)
      if (tooBig) {
        message.value = { ok: false, text: `${tooBig}. Nothing was changed.` }
        return false
      }
      const read = readBackup(await readFileText(file))
      if (!read.ok) {
        message.value = { ok: false, text: `${file.name}: ${read.error} Nothing was changed.` }
        return false
      }
      pending.value = {
        fileName: file.name,
        backup: read.backup,
        skipped: read.skipped,
        summary: summarizeBackup(read.backup),
        current: await currentCounts(database()),
      }
      return true
    } catch (e) {
      message.value = {
        ok: false,
        text: `${e instanceof FileReadError ? e.message : `${file.name} could not be read: ${(e as Error).message}`} Nothing was changed.`,
      }
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
      const games = p.summary.playtests ? ` (and ${plural(p.summary.playtests, 'saved playtest')})` : ''
      message.value = {
        ok: true,
        text: `Restored ${plural(p.summary.decks, 'deck')} and ${plural(p.summary.history, 'history entry', 'history entries')}${games} from ${p.fileName}.${skippedNote(p.skipped)}`,
      }
      return true
    } catch (e) {
      message.value = {
        ok: false,
        text: useStorageStore().reportFailure(e) ? QUOTA_MESSAGE : `The restore failed, so nothing was changed: ${(e as Error).message}`,
      }
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
