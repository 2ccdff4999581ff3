import 'fake-indexeddb/auto'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadSettings, saveSettings } from '~/db/cards-repository'
import { database } from '~/db/database'
import { holdSettings, pendingSettings } from '~/platform/pending-settings'
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

  it('the language and the card names: kept when valid, a language the app does not speak or a malformed tag refused', async () => {
    const store = useSettingsStore()
    await store.load()
    expect(await store.update({ language: 'ja', namesLanguage: 'zh-Hant', namesShown: 'instead' })).toBe(true)
    expect(await loadSettings(database())).toMatchObject({ language: 'ja', namesLanguage: 'zh-Hant', namesShown: 'instead' })
    expect(await store.update({ language: 'fr' as never })).toBe(false)
    expect(await store.update({ namesLanguage: 'Japanese!' })).toBe(false)
    expect(store.error).toMatch(/namesLanguage/)
    expect((await loadSettings(database())).language).toBe('ja')
  })

  it('shows the theme the page started in until the stored settings are read, then the stored one', async () => {
    await saveSettings(database(), SettingsSchema.parse({ theme: 'light' }))
    cacheTheme('dark')
    const store = useSettingsStore()
    expect(store.settings.theme).toBe('dark') // the picker agrees with the page before IndexedDB answers
    await store.load()
    expect(store.settings.theme).toBe('light')
  })

  it('a change the page showed but did not live to save (a reload at once) is there at the next start, and saved', async () => {
    const first = useSettingsStore()
    await first.load()
    void first.update({ theme: 'dark' }) // the page goes before this write lands: only its hold is left
    expect(pendingSettings()).toEqual({ theme: 'dark' })
    await database().settings.put({ key: 'app', value: SettingsSchema.parse({ datasetUrl: OWN_URL, showImages: false }) })
    setActivePinia(createPinia())
    const next = useSettingsStore()
    await next.load()
    expect(next.settings).toMatchObject({ theme: 'dark', datasetUrl: OWN_URL, showImages: false })
    expect(await loadSettings(database())).toMatchObject({ theme: 'dark', datasetUrl: OWN_URL })
    expect(pendingSettings()).toBeNull()
  })

  it('a saved change holds nothing; a held value that is not valid is dropped, and the stored settings stay', async () => {
    const store = useSettingsStore()
    await store.load()
    expect(await store.update({ showImages: true })).toBe(true)
    expect(pendingSettings()).toBeNull()
    holdSettings({ datasetUrl: 'not a url' })
    setActivePinia(createPinia())
    const next = useSettingsStore()
    await next.load()
    expect(next.settings.datasetUrl).toBe(OWN_URL)
    expect(pendingSettings()).toBeNull()
  })
})
