import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { chosenBucket } from '~/platform/storage-bucket'
import { placeDatabase } from './db/database'
import { watchForUpdates } from './pwa'
import { followEarlyAddressChange, router, startLoadingPage } from './router'
import { useAppUpdateStore } from './stores/app-update'
import './styles/base.css'
import { applyTheme, cachedTheme } from './platform/theme'
import { i18n, resolveLanguage, showLanguage } from './locales/i18n'
import { browserLanguages, cachedLanguage } from './platform/language'

applyTheme(cachedTheme())
// The opened page's code is fetched while the app starts, rather than after it has mounted.
startLoadingPage(location.hash)
followEarlyAddressChange()

const pinia = createPinia()
// The first screen is already in the player's language: its catalogue is fetched while the storage bucket is
// looked up (a catalogue that cannot be fetched leaves English, which is bundled).
const language = showLanguage(resolveLanguage(cachedLanguage(), browserLanguages())).catch(() => undefined)
// A database moved into a storage bucket (the site's own store could not be opened) is opened there first.
void Promise.all([chosenBucket(), language]).then(([bucket]) => {
  if (bucket) placeDatabase(bucket.place)
  createApp(App).use(pinia).use(router).use(i18n).mount('#app')
})
watchForUpdates(useAppUpdateStore(pinia))
