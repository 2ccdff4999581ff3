import { defineStore } from 'pinia'
import { ref } from 'vue'
import { loadSettings, saveSettings } from '~/db/cards-repository'
import { database } from '~/db/database'
import { cachedTheme } from '~/platform/theme'
import { SettingsSchema, type Settings } from '~/schemas/stored'
import { z } from 'zod'

/** User settings, kept in IndexedDB. */
export const useSettingsStore = defineStore('settings', () => {
  // Until the stored settings are read, the theme the page started in (main.ts applies it before the first
  // paint): the picker would otherwise say "System" over a dark page.
  const settings = ref<Settings>(SettingsSchema.parse({ theme: cachedTheme() }))
  const error = ref<string | null>(null)

  // A change made while the stored settings are still being read (a slow start) is saved over them once read:
  // merged into the defaults, it would save those over the player's own, and the read would undo it on screen.
  let loading: Promise<unknown> = Promise.resolve()

  function load(): Promise<void> {
    const read = loadSettings(database()).then((stored) => {
      settings.value = stored
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
    // Shown at once (a theme picked during a slow start turns at once), saved once the stored ones are read.
    settings.value = parsed.data
    await loading
    // Read meanwhile (or changed by another update): the patch goes over what is there now.
    if (settings.value !== parsed.data) settings.value = SettingsSchema.parse({ ...settings.value, ...patch })
    await saveSettings(database(), settings.value)
    return true
  }

  return { settings, error, load, update }
})
