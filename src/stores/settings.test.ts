import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadSettings, saveSettings } from '~/db/cards-repository'
import { database } from '~/db/database'
import { cacheTheme } from '~/platform/theme'
import { SettingsSchema } from '~/schemas/stored'
import { useSettingsStore } from './settings'

const OWN_URL = 'https://cards.example.org/pool.json'

beforeEach(async () => {
  localStorage.clear()
  setActivePinia(createPinia())
  await database().delete()
  await database().open()
  await saveSettings(database(), SettingsSchema.parse({ datasetUrl: OWN_URL, showImages: false }))
})

describe('settings store', () => {
  it('a change made while the stored settings are still being read keeps both: the change and the stored ones', async () => {
    const store = useSettingsStore()
    const loaded = store.load()
    const updated = store.update({ theme: 'dark' })
    expect(store.settings.theme).toBe('dark') // shown at once
    expect(await updated).toBe(true)
    await loaded
    expect(store.settings).toMatchObject({ theme: 'dark', datasetUrl: OWN_URL, showImages: false })
    expect(await loadSettings(database())).toMatchObject({ theme: 'dark', datasetUrl: OWN_URL, showImages: false })
  })

  it('an invalid change is refused with the reason and saves nothing', async () => {
    const store = useSettingsStore()
    await store.load()
    expect(await store.update({ datasetUrl: 'not a url' })).toBe(false)
    expect(store.error).toMatch(/datasetUrl/)
    expect((await loadSettings(database())).datasetUrl).toBe(OWN_URL)
  })

  it('shows the theme the page started in until the stored settings are read, then the stored one', async () => {
    await saveSettings(database(), SettingsSchema.parse({ theme: 'light' }))
    cacheTheme('dark')
    const store = useSettingsStore()
    expect(store.settings.theme).toBe('dark') // the picker agrees with the page before IndexedDB answers
    await store.load()
    expect(store.settings.theme).toBe('light')
  })
})
