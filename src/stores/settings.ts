import { defineStore } from 'pinia'
import { ref } from 'vue'
import { loadSettings, saveSettings } from '~/db/cards-repository'
import { database } from '~/db/database'
import { SettingsSchema, type Settings } from '~/schemas/stored'
import { z } from 'zod'

/** User settings, kept in IndexedDB. */
export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings>(SettingsSchema.parse({}))
  const error = ref<string | null>(null)

  async function load() {
    settings.value = await loadSettings(database())
  }

  /** Returns false (and says why) when the new settings are not valid; nothing is saved then. */
  async function update(patch: Partial<Settings>): Promise<boolean> {
    const parsed = SettingsSchema.safeParse({ ...settings.value, ...patch })
    if (!parsed.success) {
      error.value = z.prettifyError(parsed.error)
      return false
    }
    error.value = null
    settings.value = parsed.data
    await saveSettings(database(), parsed.data)
    return true
  }

  return { settings, error, load, update }
})
