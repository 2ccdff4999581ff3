import { defineStore } from 'pinia'
import { ref } from 'vue'
import { loadSettings, saveSettings } from '~/db/cards-repository'
import { database } from '~/db/database'
import { holdSettings, pendingSettings, releaseSettings } from '~/platform/pending-settings'
import { cachedLanguage } from '~/platform/language'
import { cachedTheme } from '~/platform/theme'
import { SettingsSchema, type Settings, type SettingsPatch } from '~/schemas/stored'
import { z } from 'zod'

/** User settings, kept in IndexedDB. */
export const useSettingsStore = defineStore('settings', () => {
  // Until the stored settings are read, the theme the page started in (main.ts applies it before the first
  // paint): the picker would otherwise say "System" over a dark page. The language likewise (useLanguage).
  const settings = ref<Settings>(SettingsSchema.parse({ theme: cachedTheme(), language: cachedLanguage() }))
  const error = ref<string | null>(null)

  // A change made while the stored settings are still being read (a slow start) is saved over them once read:
  // merged into the defaults, it would save those over the player's own, and the read would undo it on screen.
  let loading: Promise<unknown> = Promise.resolve()

  function load(): Promise<void> {
    const read = loadSettings(database()).then(async (stored) => {
      // A change the last page showed but did not live to save (a reload right after a pick) is laid over them.
      const pending = pendingSettings()
      const merged = pending && SettingsSchema.safeParse({ ...stored, ...pending })
      if (!pending || !merged?.success) {
        settings.value = stored
        if (pending) releaseSettings(pending)
        return
      }
      settings.value = merged.data
      await saveSettings(database(), merged.data)
      releaseSettings(pending)
    })
    loading = read.catch(() => undefined)
    return read
  }

  /** Returns false (and says why) when the new settings are not valid; nothing is saved then. */
  async function update(patch: Partial<Settings>): Promise<boolean> {
    const parsed = SettingsSchema.safeParse({ ...settings.value, ...patch })
    if (!parsed.success) {
      error.value = z.prettifyError(parsed.error)
      return false
    }
    error.value = null
    // Shown at once (a theme picked during a slow start turns at once), saved once the stored ones are read;
    // held in web storage until then, so a reload or a crash meanwhile does not undo what the page showed.
    settings.value = parsed.data
    const held: SettingsPatch = Object.fromEntries(Object.keys(patch).map((k) => [k, parsed.data[k as keyof Settings]]))
    holdSettings(held)
    await loading
    // Read meanwhile (or changed by another update): the patch goes over what is there now.
    if (settings.value !== parsed.data) settings.value = SettingsSchema.parse({ ...settings.value, ...patch })
    await saveSettings(database(), settings.value)
    releaseSettings(held)
    return true
  }

  return { settings, error, load, update }
})
