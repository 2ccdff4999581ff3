import { defineStore } from 'pinia'
import { computed, effectScope, ref, shallowRef, watch } from 'vue'
import { loadCardNames, removeCardNames, replaceCardNames, type LoadedCardNames, type UnreadableCardNames } from '~/db/card-names-repository'
import { database } from '~/db/database'
import { useLiveQuery } from '~/composables/useLiveQuery'
import { OtherNames } from '~/engine/cards/names'
import type { NamesProblem } from '~/engine/cards/names-file'
import { MAX_NAMES_FILE_BYTES, sizeText } from '~/engine/limits'
import type { LimitText } from '~/engine/messages/limits'
import { describeStorageError } from '~/platform/storage'
import type { StoredCardNames } from '~/schemas/card-names'
import { useCardsStore } from './cards'
import { useSettingsStore } from './settings'

/** What the last names import did, for the page: its problems listed with their lines. */
export type NamesImportReport = NamesImportMessage & { problems: NamesProblem[] }

/** What became of a names import, as a code and its values; the panel words it (useStoreMessages). */
export type NamesImportMessage =
  | { ok: false; code: 'too-big'; params: { problem: LimitText } }
  | { ok: false; code: 'refused'; params: { file: string; errors: number } }
  | { ok: true; code: 'imported'; params: { n: number; language: string; file: string; replaced: boolean } }
  | { ok: false; code: 'save-failed'; params: { detail: string } }

/** A stored language as the Card data page lists it. */
export interface NamesLanguage {
  language: string
  source: string
  importedAt: string
  count: number
}

/**
 * Card names in other languages, from files the player imports: the stored languages (live across tabs),
 * the names the settings show, and every language's names for search and the list reader.
 */
export const useCardNamesStore = defineStore('cardNames', () => {
  const sets = shallowRef<readonly StoredCardNames[]>([])
  const unreadable = shallowRef<readonly UnreadableCardNames[]>([])
  const loaded = ref(false)
  const busy = ref(false)
  const report = shallowRef<NamesImportReport | null>(null)
  const settingsStore = useSettingsStore()

  let started = false
  /** The first read of the stored names: a write waits for it, so that read cannot land after it and hide it. */
  let firstRead: Promise<void> = Promise.resolve()
  /** Follow the stored names for the life of the app (the Cards, Decks and editor pages all show them). */
  function init() {
    if (started) return
    started = true
    let read = () => {}
    firstRead = new Promise((resolve) => (read = resolve))
    effectScope(true).run(() => {
      const live = useLiveQuery<LoadedCardNames | null>(() => loadCardNames(database()), null)
      watch(live.value, (v) => {
        if (!v) return
        sets.value = v.sets
        unreadable.value = v.unreadable
        loaded.value = true
        read()
      })
      // A database that cannot be read leaves the English names: nothing waits on it.
      watch(live.error, (e) => e && read())
    })
  }

  const languages = computed<NamesLanguage[]>(() =>
    sets.value.map((s) => ({ language: s.language, source: s.source, importedAt: s.importedAt, count: Object.keys(s.names).length })),
  )
  /** Every language's names: search and the list reader find a card by any of them, whatever is shown. */
  const otherNames = computed(() => new OtherNames(sets.value))
  /** Card number → name in the language the settings show, or null (English names only). */
  const shownNames = computed<Readonly<Record<string, string>> | null>(() => {
    const language = settingsStore.settings.namesLanguage
    return language ? (sets.value.find((s) => s.language === language)?.names ?? null) : null
  })

  /**
   * Read a names file and, when it has no error, replace that language's names with it. A file with any
   * error is refused whole and the stored names stay; its problems are listed with their lines.
   */
  async function importFile(file: File, language: string | null): Promise<boolean> {
    init()
    const tooBig = sizeText(file.name, file.size, MAX_NAMES_FILE_BYTES)
    if (tooBig) {
      report.value = { ok: false, code: 'too-big', params: { problem: tooBig }, problems: [] }
      return false
    }
    busy.value = true
    try {
      const pool = useCardsStore().pool
      // The reader (and its CSV parser) loads with the first names file, not with the app.
      const { readNamesFile } = await import('~/engine/cards/names-file')
      const read = readNamesFile(await file.text(), { fileName: file.name, language, known: pool ? (n) => pool.get(n) !== undefined : undefined })
      if (!read.ok || !read.language) {
        const errors = read.problems.filter((p) => p.severity === 'error').length
        report.value = {
          ok: false,
          code: 'refused',
          params: { file: file.name, errors },
          problems: read.problems,
        }
        return false
      }
      const row: StoredCardNames = {
        language: read.language,
        source: file.name.slice(0, 300),
        importedAt: new Date().toISOString(),
        names: Object.fromEntries(read.names),
      }
      await firstRead
      const replaced = sets.value.some((s) => s.language === row.language)
      await replaceCardNames(database(), row)
      sets.value = [...sets.value.filter((s) => s.language !== row.language), row].sort((a, b) => a.language.localeCompare(b.language))
      // The player imported names to see them: shown beside the English ones until they choose otherwise.
      if (settingsStore.settings.namesLanguage === null) await settingsStore.update({ namesLanguage: row.language })
      report.value = {
        ok: true,
        code: 'imported',
        params: { n: read.names.size, language: read.language, file: file.name, replaced },
        problems: read.problems,
      }
      return true
    } catch (e) {
      report.value = { ok: false, code: 'save-failed', params: { detail: describeStorageError(e) }, problems: [] }
      return false
    } finally {
      busy.value = false
    }
  }

  /** One language's names deleted; the setting showing them goes back to English names only. */
  async function remove(language: string): Promise<void> {
    init()
    await firstRead
    await removeCardNames(database(), language)
    sets.value = sets.value.filter((s) => s.language !== language)
    if (settingsStore.settings.namesLanguage === language) await settingsStore.update({ namesLanguage: null })
  }

  return { sets, unreadable, loaded, busy, report, languages, otherNames, shownNames, init, importFile, remove }
})
